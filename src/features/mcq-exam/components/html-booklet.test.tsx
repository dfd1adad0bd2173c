import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mcqExam2014 } from '../../../content/mcq-2014';
import { HtmlBooklet } from './html-booklet';

describe('the HTML booklet as rendered', () => {
  const html = renderToString(<HtmlBooklet exam={mcqExam2014} />);

  it('holds every question with its four options', () => {
    const questions = mcqExam2014.sets.flatMap((set) => set.questions);
    expect(html.match(/id="booklet-q-\d+"/g)).toHaveLength(questions.length);
    const first = questions[0]!;
    expect(html).toContain(`<li>(A) ${first.options[0]}</li>`);
    expect(html).toContain(`<li>(D) ${first.options[3]}</li>`);
  });

  // Each line is one text node: 730 seams (`<!-- -->` in HTML, extra text nodes in the DOM) made nearly a third of the
  // exam page's nodes when the booklet was prerendered (docs/decisions.md#one-text-node-per-line).
  it('splits no line into several text nodes', () => {
    expect(html).toContain('Questions 1–3 refer to the following.');
    expect(html).not.toContain('<!-- -->');
  });
});
