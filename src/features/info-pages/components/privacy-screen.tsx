import { Page } from '../../../shared/ui/page';

export function PrivacyScreen() {
  return (
    <Page title="Privacy Policy" documentTitle="Privacy">
      <div className="stack prose">
        <p className="muted">Last updated: December 2024</p>
        <h2>What we keep, and where</h2>
        <p>
          Your exam answers, timers, essay drafts and notes are stored in your browser on your own device. They are not
          sent to us. Clearing your browser data removes them.
        </p>
        <h2>Accounts</h2>
        <p>
          If you create an account, our sign-in provider (Firebase Authentication) stores your email address, the user
          name and the icon you choose. We use them only to sign you in and to show your name on notes you publish.
        </p>
        <h2>AI grading</h2>
        <p>
          When you ask for AI grading, the essay or answers you submit are sent to our grading service and to OpenAI to
          produce feedback. We do not sell them or use them for advertising. Do not include personal information in an
          essay.
        </p>
        <h2>Children under 13</h2>
        <p>
          Pocket AP is meant for high-school students. Users under 13 must have parental consent before creating an
          account or submitting work for grading. If you are a parent and believe your child under 13 has given us
          information without your consent, contact us and we will delete it.
        </p>
        <h2>Contact</h2>
        <p>Questions about privacy? Use the contact page and choose the subject “Other”.</p>
      </div>
    </Page>
  );
}
