import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mcqExam2014 } from '../../../content/mcq-2014';
import { HtmlBooklet } from './html-booklet';

describe('the HTML booklet as prerendered', () => {
  const html = renderToString(<HtmlBooklet exam={mcqExam2014} />);

  it('holds every question with its four options', () => {
    const questions = mcqExam2014.sets.flatMap((set) => set.questions);
    expect(html.match(/id="booklet-q-\d+"/g)).toHaveLength(questions.length);
    const first = questions[0]!;
    expect(html).toContain(`<li>(A) ${first.options[0]}</li>`);
    expect(html).toContain(`<li>(D) ${first.options[3]}</li>`);
  });

  // Each line is one text node: React separates adjacent text with `<!-- -->`, and without the booklet's 730 seams
  // the page's parse, style and layout take about a fifth less CPU (docs/decisions.md#one-text-node-per-line).
  it('splits no line into several text nodes', () => {
    expect(html).toContain('Questions 1–3 refer to the following.');
    expect(html).not.toContain('<!-- -->');
  });
});
