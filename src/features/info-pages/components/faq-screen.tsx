import { FAQ } from '../../../content/site';
import { Accordion } from '../../../shared/ui/accordion';
import { Page } from '../../../shared/ui/page';

export function FaqScreen() {
  return (
    <Page title="Frequently asked questions" documentTitle="FAQ">
      <div className="prose">
        <Accordion
          headingLevel={2}
          items={FAQ.map((item, index) => ({ id: `faq-${index}`, heading: item.question, content: <p>{item.answer}</p> }))}
        />
      </div>
    </Page>
  );
}
