import { Link } from '@tanstack/react-router';
import { FIGURES } from '../../../content/site';
import { studyGuides } from '../../../content/catalogs';
import { Page } from '../../../shared/ui/page';
import { CatalogTabs } from './catalog-tabs';
import styles from './catalog.module.css';

export function StudyGuidesScreen() {
  return (
    <Page title="Study Guides" lead="Unit-by-unit guides, timelines and practice questions. They work offline after your first visit.">
      <CatalogTabs
        label="Study guide categories"
        items={studyGuides}
        emptyText="No study guides available."
        renderItem={(guide) => (
          <article className={`card ${styles.item}`} style={{ borderTopColor: guide.color }}>
            <span aria-hidden="true" className={styles.emoji}>
              {guide.emoji}
            </span>
            <h2 className={styles.title}>{guide.title}</h2>
            <p className="muted">{guide.description}</p>
            <ul className={styles.meta} aria-label="Contents">
              {guide.figures(FIGURES).map((figure) => (
                <li key={figure}>{figure}</li>
              ))}
            </ul>
            <ul className={styles.tags} aria-label="Includes">
              {guide.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
            <Link to={guide.link} className="btn btn-primary">
              Open {guide.title} guide
            </Link>
          </article>
        )}
      />
    </Page>
  );
}
