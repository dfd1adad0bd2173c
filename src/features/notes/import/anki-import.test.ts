import { describe, expect, it } from 'vitest';
import { parseCardListText, topicOfTag } from './anki-import';
import { htmlToText } from './html-to-text';

// As Anki 2.1.66+ writes "Notes in Plain Text" with "Include HTML and media references" and "Include tags".
const ANKI_HTML_EXPORT = [
  '#separator:tab',
  '#html:true',
  '#tags column:3',
  'The <b>Monroe Doctrine</b> (1823)\tEurope must stay out of the<br>Western Hemisphere;<div>the US stays out of Europe</div>\tAPUSH unit4',
  '"Quoted ""front"" with\ta tab"\t<ul><li>one</li><li>two</li></ul>&nbsp;&amp; more\tAP_Gov',
  'Only a front\t\tAPUSH',
].join('\n');

describe('Anki plain-text exports', () => {
  it('honours #separator, #html and #tags column: HTML becomes plain text with its line breaks, tags are kept', () => {
    const parsed = parseCardListText(ANKI_HTML_EXPORT);
    expect(parsed.cards).toEqual([
      {
        front: 'The Monroe Doctrine (1823)',
        back: 'Europe must stay out of the\nWestern Hemisphere;\nthe US stays out of Europe',
        tags: ['APUSH', 'unit4'],
      },
      { front: 'Quoted "front" with\ta tab', back: 'one\ntwo\n& more', tags: ['AP_Gov'] },
    ]);
    expect(parsed.skipped).toBe(1);
    expect(parsed.cards.every((card) => !/[<>]/.test(card.front + card.back))).toBe(true);
  });

  it('reads the separator by name or as a character, and #columns names the tags column', () => {
    for (const [name, char] of [
      ['semicolon', ';'],
      ['Comma', ','],
      ['pipe', '|'],
      ['|', '|'],
    ] as const) {
      const text = `#separator:${name}\n#html:false\n#columns:Front${char}Back${char}Tags\nHamilton${char}"Report on Manufactures${char} 1791"${char}ap-world econ`;
      expect(parseCardListText(text).cards, name).toEqual([
        { front: 'Hamilton', back: `Report on Manufactures${char} 1791`, tags: ['ap-world', 'econ'] },
      ]);
    }
  });

  it('#html:false keeps angle brackets as typed; guid, notetype and deck columns are not sides; #deck titles it', () => {
    const text = [
      '#separator:tab',
      '#html:false',
      '#guid column:1',
      '#notetype column:2',
      '#deck column:3',
      '#tags column:6',
      'f1Xa\tBasic\tAPUSH::Unit 3\tx < y\t<b> stays text\tapush',
    ].join('\n');
    const parsed = parseCardListText(text);
    expect(parsed.cards).toEqual([{ front: 'x < y', back: '<b> stays text', tags: ['apush'] }]);
    expect(parsed.deck).toBe('APUSH::Unit 3');
    expect(parsed.topic).toBe('APUSH');
    expect(parseCardListText('#deck:Gilded Age\nA\tB').deck).toBe('Gilded Age');
  });

  it('#tags: adds tags to every card, and the topic is the one the tags name most often', () => {
    const parsed = parseCardListText('#separator:tab\n#tags:AP_World\n#tags column:3\nA\tB\tAP-Gov\nC\tD\t');
    expect(parsed.cards.map((card) => card.tags)).toEqual([['AP_World', 'AP-Gov'], ['AP_World']]);
    expect(parsed.topic).toBe('AP World');
  });

  it('a Quizlet export (no headers, tab between term and definition) still reads, and a CSV too', () => {
    expect(parseCardListText('Mayflower Compact\t1620 self-government\nJamestown\t1607').cards).toEqual([
      { front: 'Mayflower Compact', back: '1620 self-government', tags: [] },
      { front: 'Jamestown', back: '1607', tags: [] },
    ]);
    expect(parseCardListText('a,"b, c"').cards).toEqual([{ front: 'a', back: 'b, c', tags: [] }]);
    expect(parseCardListText('x\ty').topic).toBeNull();
  });

  it('without #html, a field with Anki markup is still turned into text', () => {
    expect(parseCardListText('Front<br>line\tBack &amp; more').cards[0]).toEqual({
      front: 'Front\nline',
      back: 'Back & more',
      tags: [],
    });
  });
});

describe('htmlToText', () => {
  it('removes every tag (scripts with their content), decodes entities after, so escaped markup stays text', () => {
    expect(htmlToText('<script>alert(1)</script><img src=x onerror=alert(1)>Hi &lt;b&gt; &#8212; &#x2192;<p>p</p>x')).toBe(
      'Hi <b> — →\np\nx',
    );
    expect(htmlToText('a<br/>b<BR>c</div>\n\n\n\nd <b')).toBe('a\nb\nc\nd');
    expect(htmlToText('a<br><br><br><br>b')).toBe('a\n\nb');
  });
});

describe('topicOfTag', () => {
  it('maps APUSH, AP Gov and AP World in any case, with underscores or hyphens, and nothing else', () => {
    expect(['apush', 'AP_Gov', 'ap-gov', 'AP_WORLD', 'ap world'].map(topicOfTag)).toEqual([
      'APUSH',
      'AP Gov',
      'AP Gov',
      'AP World',
      'AP World',
    ]);
    expect(['APUSH::Unit1', 'apush2', 'gov'].map(topicOfTag)).toEqual([null, null, null]);
  });
});

describe('time linear in the input (a field or a file built to be slow)', () => {
  /** Fields that took 5 s to more than a minute per 100 KB with the regular expressions this replaced. */
  const SLOW = [
    ['unclosed tags', '<a'.repeat(100_000)],
    ['unclosed comments', '<!--'.repeat(50_000)],
    ['spaces with no line break', `${' '.repeat(200_000)}x`],
    ['unclosed sound references', '[sound:'.repeat(30_000)],
    ['block tags', '<div '.repeat(40_000)],
    ['unclosed line breaks', '<br'.repeat(70_000)],
  ] as const;

  it.each(SLOW)('converts 200 KB of %s in well under a second', (_, field) => {
    const started = performance.now();
    htmlToText(field);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('skips a field past ten times the side limit unread, and reads no row past the card limit', () => {
    const rows = [`front\t${'<b>x</b>'.repeat(2_000)}`, 'a\tb', 'c\td', 'e\tf'].join('\n');
    const parsed = parseCardListText(`#html:true\n${rows}`, { maxCards: 2, maxSide: 1_000 });
    expect(parsed.cards.map((card) => card.front)).toEqual(['a', 'c']);
    expect(parsed).toMatchObject({ skipped: 1, beyond: 1 });
  });

  it('keeps what the old converter kept', () => {
    expect(htmlToText('a <b>bold</b><br>next<div> block </div>  <p>para</p>&lt;b&gt; 3 < 4 [sound:x.mp3]end<b')).toBe('a bold\nnext\nblock\npara\n<b> 3 < 4 end');
    expect(htmlToText('<script>alert(1)</script>x<style>p{}</style><!-- c -->y')).toBe('xy');
  });
});
