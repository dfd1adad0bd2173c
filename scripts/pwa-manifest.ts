import type { ManifestOptions } from 'vite-plugin-pwa';
import { PATHS } from '../src/shared/paths';

/** The web app manifest. Icons are made by scripts/make-icons.mjs and committed under public/icons. */
export const manifest: Partial<ManifestOptions> = {
  name: 'Pocket AP',
  short_name: 'Pocket AP',
  description:
    'Offline-first AP exam practice: APUSH practice exams, study guides, timelines, quizzes, notes and AI essay grading.',
  theme_color: '#1d3a8a',
  background_color: '#ffffff',
  display: 'standalone',
  start_url: PATHS.home,
  scope: PATHS.home,
  lang: 'en-US',
  orientation: 'any',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'APUSH MCQ exam', short_name: 'MCQ exam', url: PATHS.mcqExam, icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'APUSH timeline', short_name: 'Timeline', url: PATHS.apushTimeline, icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'Notes & Flashcards', short_name: 'Notes', url: PATHS.notes, icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
  ],
};
