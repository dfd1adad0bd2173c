/**
 * One content test for every unit in the registry (docs/content.md#checks-what-code-tests-what-a-reader-checks):
 * the topics, the unit timeline and the quiz of Units 1 to 9, checked by the same rules. A unit without a registry
 * entry is reported by number in the first test, so a missing unit never passes silently.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyLengthStats, lengthRank, repeatsInARow, withinChance, withinSetRepeats, type ChanceCount } from './item-stats';
import { mcqQuestions2014 } from './mcq-2014';
import { saqPaper2025 } from './saq-2025';
import { quizSchema, unitSectionSchema, unitTimelineEventSchema } from './schema';
import type { Quiz, UnitSection, UnitTimelineEvent } from './schema';
import { stemSkill } from './stem-skills';
import { unitContents, type UnitContent } from './unit-registry';
import { units } from './units';

/**
 * The content topics of each unit in the AP US History course framework (2019 CED), from N.2 to the last one
 * before the closing skill topic. Topic N.1 (Contextualizing Period N) and the closing skill topics (for example
 * 2.8 Comparison in Period 2) are left out, as Unit 1 leaves out 1.1 and 1.7.
 */
const FRAMEWORK_TOPICS: Record<number, readonly string[]> = {
  1: [
    'Native American Societies Before European Contact',
    'European Exploration in the Americas',
    'Columbian Exchange, Spanish Exploration, and Conquest',
    'Labor, Slavery, and Caste in the Spanish Colonial System',
    'Cultural Interactions Between Europeans, Native Americans, and Africans',
  ],
  2: [
    'European Colonization',
    'The Regions of British Colonies',
    'Transatlantic Trade',
    'Interactions Between American Indians and Europeans',
    'Slavery in the British Colonies',
    'Colonial Society and Culture',
  ],
  3: [
    'The Seven Years’ War (The French and Indian War)',
    'Taxation Without Representation',
    'Philosophical Foundations of the American Revolution',
    'The American Revolution',
    'The Influence of Revolutionary Ideals',
    'The Articles of Confederation',
    'The Constitutional Convention and Debates over Ratification',
    'The Constitution',
    'Shaping a New Republic',
    'Developing an American Identity',
    'Movement in the Early Republic',
  ],
  4: [
    'The Rise of Political Parties and the Era of Jefferson',
    'Politics and Regional Interests',
    'America on the World Stage',
    'Market Revolution: Industrialization',
    'Market Revolution: Society and Culture',
    'Expanding Democracy',
    'Jackson and Federal Power',
    'The Development of an American Culture',
    'The Second Great Awakening',
    'An Age of Reform',
    'African Americans in the Early Republic',
    'The Society of the South in the Early Republic',
  ],
  5: [
    'Manifest Destiny',
    'The Mexican–American War',
    'The Compromise of 1850',
    'Sectional Conflict: Regional Differences',
    'Failure of Compromise',
    'Election of 1860 and Secession',
    'Military Conflict in the Civil War',
    'Government Policies During the Civil War',
    'Reconstruction',
    'Failure of Reconstruction',
  ],
  6: [
    'Westward Expansion: Economic Development',
    'Westward Expansion: Social and Cultural Development',
    'The “New South”',
    'Technological Innovation',
    'The Rise of Industrial Capitalism',
    'Labor in the Gilded Age',
    'Immigration and Migration in the Gilded Age',
    'Responses to Immigration in the Gilded Age',
    'Development of the Middle Class',
    'Reform in the Gilded Age',
    'Controversies over the Role of Government in the Gilded Age',
    'Politics in the Gilded Age',
  ],
  7: [
    'Imperialism: Debates',
    'The Spanish–American War',
    'The Progressives',
    'World War I: Military and Diplomacy',
    'World War I: Home Front',
    '1920s: Innovations in Communication and Technology',
    '1920s: Cultural and Political Controversies',
    'The Great Depression',
    'The New Deal',
    'Interwar Foreign Policy',
    'World War II: Mobilization',
    'World War II: Military',
    'Postwar Diplomacy',
  ],
  8: [
    'The Cold War from 1945 to 1980',
    'The Red Scare',
    'Economy after 1945',
    'Culture after 1945',
    'Early Steps in the Civil Rights Movement (1940s and 1950s)',
    'America as a World Power',
    'The Vietnam War',
    'The Great Society',
    'The African American Civil Rights Movement (1960s)',
    'The Civil Rights Movement Expands',
    'Youth Culture of the 1960s',
    'The Environment and Natural Resources from 1968 to 1980',
    'Society in Transition',
  ],
  9: [
    'Reagan and Conservatism',
    'The End of the Cold War',
    'A Changing Economy',
    'Migration and Immigration in the 1990s and 2000s',
    'Challenges of the 21st Century',
  ],
};

/** The framework topic numbers of a unit, e.g. ['3.2', …, '3.12']. */
const frameworkIds = (unit: number) => FRAMEWORK_TOPICS[unit]!.map((_, i) => `${unit}.${i + 2}`);
/** Headings compared without case, punctuation or the kind of dash and quote marks. */
const normalize = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

const countWords = (texts: readonly string[]) => texts.join(' ').trim().split(/\s+/).filter(Boolean).length;
const duplicates = (values: readonly string[]) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.trim().toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
};

/** The years of a unit's period from `units.ts` ("1844-1877", "1980-Present"); Period 1 has no lower bound. */
function periodSpan(unit: number): [number, number] {
  const period = units.find((u) => u.number === unit)!.period;
  const [from, to] = period.split('-');
  return [unit === 1 ? -Infinity : Number(from), to === 'Present' ? Infinity : Number(to)];
}
/** Every year in a display date such as "c. 1050-1200", "1519-1521" or "1861". */
const yearsIn = (date: string) => (date.match(/\d{3,4}/g) ?? []).map(Number);

/** Each checker returns a list of problems; an empty list means the content follows docs/content.md#rules. */
function sectionProblems(unit: number, input: unknown): string[] {
  const parsed = z.array(unitSectionSchema).safeParse(input);
  if (!parsed.success) return [`schema: ${parsed.error.message}`];
  const sections: UnitSection[] = parsed.data;
  const problems: string[] = [];
  const expected = frameworkIds(unit);
  const ids = sections.map((s) => s.id);
  if (sections.length < 5) problems.push(`only ${sections.length} topics`);
  if (JSON.stringify(ids) !== JSON.stringify(expected)) {
    problems.push(`ids are ${ids.join(', ')}; the framework's content topics are ${expected.join(', ')}`);
  }
  for (const section of sections) {
    const index = expected.indexOf(section.id);
    const title = FRAMEWORK_TOPICS[unit]![index];
    if (title && normalize(section.heading) !== normalize(title)) {
      problems.push(`${section.id} is headed "${section.heading}"; the framework calls it "${title}"`);
    }
    const words = countWords(section.paragraphs);
    if (words < 250 || words > 500) problems.push(`${section.id} has ${words} words`);
    if (section.keyTerms.length < 4 || section.keyTerms.length > 7) {
      problems.push(`${section.id} has ${section.keyTerms.length} key terms`);
    }
    if (section.examFocus.length < 2 || section.examFocus.length > 4) {
      problems.push(`${section.id} has ${section.examFocus.length} exam focus notes`);
    }
  }
  const repeated = duplicates(sections.flatMap((s) => s.keyTerms.map((t) => t.term)));
  if (repeated.length > 0) problems.push(`repeated key terms: ${repeated.join(', ')}`);
  return problems;
}

function timelineProblems(unit: number, input: unknown): string[] {
  const parsed = z.array(unitTimelineEventSchema).safeParse(input);
  if (!parsed.success) return [`schema: ${parsed.error.message}`];
  const events: UnitTimelineEvent[] = parsed.data;
  const problems: string[] = [];
  if (events.length !== 8) problems.push(`${events.length} events`);
  const repeated = duplicates(events.map((e) => e.key));
  if (repeated.length > 0) problems.push(`repeated keys: ${repeated.join(', ')}`);
  const [from, to] = periodSpan(unit);
  const firstYears = events.map((e) => yearsIn(e.date)[0] ?? NaN);
  if (firstYears.some((y) => Number.isNaN(y))) problems.push('a date without a year');
  if (firstYears.some((y, i) => i > 0 && y < firstYears[i - 1]!)) problems.push(`not in order: ${firstYears.join(', ')}`);
  for (const event of events) {
    if (event.details.length > 4) problems.push(`${event.key} has ${event.details.length} details`);
    if (yearsIn(event.date).some((y) => y < from || y > to)) {
      problems.push(`${event.key} (${event.date}) is outside Period ${unit}`);
    }
  }
  return problems;
}

/** The answer letters of a quiz in order, e.g. 'BCDABACDBC'. */
const keyOf = (quiz: Quiz) => quiz.stimuli.flatMap((s) => s.questions.map((q) => 'ABCD'[q.answer]!)).join('');
/** The longest run of consecutive "next letter" steps in a key (A→B, B→C, C→D and D→A each count as one). */
function longestNextLetterRun(key: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 1; i < key.length; i++) {
    run = ('ABCD'.indexOf(key[i - 1]!) + 1) % 4 === 'ABCD'.indexOf(key[i]!) ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

function quizProblems(unit: number, input: unknown): string[] {
  const parsed = quizSchema.safeParse(input);
  if (!parsed.success) return [`schema: ${parsed.error.message}`];
  const quiz: Quiz = parsed.data;
  const problems: string[] = [];
  if (quiz.id !== `apush-unit-${unit}-quiz`) problems.push(`id is ${quiz.id}`);
  const period = units.find((u) => u.number === unit)!.period;
  if (quiz.title !== `Unit ${unit} Quiz: Period ${unit}, ${period}`) problems.push(`title is "${quiz.title}"`);
  if (quiz.stimuli.length !== 4) problems.push(`${quiz.stimuli.length} stimuli`);
  const questions = quiz.stimuli.flatMap((s) => s.questions);
  if (questions.length !== 10) problems.push(`${questions.length} questions`);
  const repeatedIds = duplicates([...quiz.stimuli.map((s) => s.id), ...questions.map((q) => q.id)]);
  if (repeatedIds.length > 0) problems.push(`repeated ids: ${repeatedIds.join(', ')}`);
  const interpretations = quiz.stimuli.filter((s) => s.source.kind === 'pocket-ap');
  if (interpretations.length > 1) problems.push(`${interpretations.length} Pocket AP interpretations`);
  for (const stimulus of interpretations) {
    if (!stimulus.title.startsWith('An interpretation of ')) problems.push(`${stimulus.id} is titled "${stimulus.title}"`);
  }
  // A visual (map, chart or table) carries a one- or two-sentence lead-in; a text stimulus 60 to 180 words.
  if (!quiz.stimuli.some((s) => s.visual)) problems.push('no stimulus with a map, chart or table');
  for (const stimulus of quiz.stimuli) {
    const words = countWords([stimulus.text]);
    if (stimulus.visual ? words > 60 : words < 60 || words > 180) problems.push(`${stimulus.id} has ${words} words`);
    if (stimulus.questions.length < 2 || stimulus.questions.length > 3) {
      problems.push(`${stimulus.id} has ${stimulus.questions.length} questions`);
    }
  }
  for (const question of questions) {
    const repeatedOptions = duplicates(question.options);
    if (repeatedOptions.length > 0) problems.push(`${question.id} repeats options: ${repeatedOptions.join(' | ')}`);
    if (question.options.some((o) => /^[A-D]\)\s/.test(o))) problems.push(`${question.id} has lettered options`);
    const asked = stemSkill(question.question);
    if (asked !== question.skill) problems.push(`${question.id} is tagged ${question.skill}; its stem asks ${asked ?? 'no listed skill'}`);
  }
  // The key cannot be read from its shape: each letter 1 to 4 times in 10, no letter three times in a row, and
  // no more than two "next letter" steps in a row (the old Unit 1 key ran B C D A B).
  const key = keyOf(quiz);
  const perLetter = [...'ABCD'].map((letter) => [...key].filter((l) => l === letter).length);
  if (perLetter.some((n) => n < 1 || n > 4)) problems.push(`answer key ${key} is lopsided: ${perLetter.join('/')}`);
  if (/(.)\1\1/.test(key)) problems.push(`answer key ${key} has a letter three times in a row`);
  if (longestNextLetterRun(key) > 2) problems.push(`answer key ${key} runs ${longestNextLetterRun(key)} next-letter steps`);
  // Length gives nothing away: each length rank of the right answer within 2 SD of a quarter (0 to 5.2 of 10).
  const n = questions.length;
  const maxPerRank = n / 4 + 2 * Math.sqrt(n * 0.25 * 0.75);
  const perRank = [0, 1, 2, 3].map((rank) => questions.filter((q) => lengthRank(q) === rank).length);
  if (perRank.some((count) => count > maxPerRank)) {
    problems.push(`right answers by length rank (shortest to longest) ${perRank.join('/')}: more than ${maxPerRank.toFixed(1)} in one`);
  }
  return problems;
}

const unitProblems = (unit: UnitContent) => ({
  sections: sectionProblems(unit.number, unit.sections),
  timeline: timelineProblems(unit.number, unit.timeline),
  quiz: quizProblems(unit.number, unit.quiz),
});

const ALL_UNITS = units.map((u) => u.number);

describe('the unit registry', () => {
  it('holds Units 1 to 9, in order (this names every unit still missing)', () => {
    const present = unitContents.map((u) => u.number);
    const missing = ALL_UNITS.filter((n) => !present.includes(n));
    expect(missing, `missing units: ${missing.join(', ')}`).toEqual([]);
    expect(present).toEqual(ALL_UNITS);
  });

  it('gives each unit its title, tab title and topic heading from its number and period', () => {
    for (const unit of unitContents) {
      const period = units.find((u) => u.number === unit.number)!.period;
      expect(unit.title).toBe(`Unit ${unit.number}: ${period}`);
      expect(unit.documentTitle).toBe(`APUSH Unit ${unit.number}`);
      const ids = unit.sections.map((s) => s.id);
      expect(unit.sectionsHeading).toBe(`Topics ${ids[0]} to ${ids.at(-1)}`);
    }
  });
});

describe.each(unitContents.map((unit) => [unit.number, unit] as const))('Unit %i', (_, unit) => {
  const problems = unitProblems(unit);
  it('has every content topic of the framework in order, headed as the framework heads it, 250-500 words, 4-7 key terms each', () => {
    expect(problems.sections).toEqual([]);
  });
  it('has a timeline of 8 events in date order, inside the unit’s period', () => {
    expect(problems.timeline).toEqual([]);
  });
  it('has a quiz of 4 stimuli and 10 questions whose key and option lengths give nothing away', () => {
    expect(problems.quiz).toEqual([]);
  });
});

describe('the checks catch broken content', () => {
  const unit1 = unitContents.find((u) => u.number === 1)!;
  const clone = <T,>(value: T): T => structuredClone(value);

  it('in topics', () => {
    const short = clone(unit1.sections);
    short[0]!.paragraphs = ['Too short.', 'Far too short.'];
    expect(sectionProblems(1, short).join('\n')).toMatch(/1\.2 has 5 words/);
    const long = clone(unit1.sections);
    long[2]!.paragraphs.push(Array.from({ length: 200 }, () => 'word').join(' '));
    expect(sectionProblems(1, long).join('\n')).toMatch(/1\.4 has \d+ words/);
    expect(sectionProblems(1, clone(unit1.sections).reverse()).join('\n')).toMatch(/ids are 1\.6/);
    expect(sectionProblems(1, clone(unit1.sections).slice(0, 4)).join('\n')).toMatch(/only 4 topics/);
    expect(sectionProblems(2, clone(unit1.sections)).join('\n')).toMatch(/framework's content topics are 2\.2, 2\.3/);
    const renamed = clone(unit1.sections);
    renamed[1]!.heading = 'Exploration';
    expect(sectionProblems(1, renamed)).toEqual(['1.3 is headed "Exploration"; the framework calls it "European Exploration in the Americas"']);
    const repeatedTerm = clone(unit1.sections);
    repeatedTerm[4]!.keyTerms.push({ ...repeatedTerm[0]!.keyTerms[0]! });
    expect(sectionProblems(1, repeatedTerm).join('\n')).toMatch(/repeated key terms/);
    const fewTerms = clone(unit1.sections);
    fewTerms[0]!.keyTerms = fewTerms[0]!.keyTerms.slice(0, 3);
    expect(sectionProblems(1, fewTerms)).toEqual(['1.2 has 3 key terms']);
  });

  it('in timelines', () => {
    expect(timelineProblems(1, clone(unit1.timeline).slice(0, 7))).toContain('7 events');
    const repeated = clone(unit1.timeline);
    repeated[1]!.key = repeated[0]!.key;
    expect(timelineProblems(1, repeated).join('\n')).toMatch(/repeated keys/);
    expect(timelineProblems(1, clone(unit1.timeline).reverse()).join('\n')).toMatch(/not in order/);
    const late = clone(unit1.timeline);
    late[7]!.date = '1598-1610';
    expect(timelineProblems(1, late)).toEqual([`${late[7]!.key} (1598-1610) is outside Period 1`]);
    expect(timelineProblems(2, clone(unit1.timeline)).length).toBe(8);
  });

  it('in quizzes', () => {
    const quiz = unit1.quiz;
    expect(quizProblems(1, quiz)).toEqual([]);
    const fewer = clone(quiz);
    fewer.stimuli.pop();
    expect(quizProblems(1, fewer)).toEqual(expect.arrayContaining(['3 stimuli']));
    const extra = clone(quiz);
    extra.stimuli[0]!.questions.push({ ...extra.stimuli[0]!.questions[0]!, id: 'u1-extra' });
    expect(quizProblems(1, extra)).toContain('11 questions');
    const sameId = clone(quiz);
    sameId.stimuli[1]!.questions[0]!.id = sameId.stimuli[0]!.questions[0]!.id;
    expect(quizProblems(1, sameId).join('\n')).toMatch(/repeated ids/);
    const sameOption = clone(quiz);
    const q = sameOption.stimuli[2]!.questions[0]!;
    q.options[3] = q.options[1].toUpperCase();
    expect(quizProblems(1, sameOption).join('\n')).toMatch(/repeats options/);
    const outOfRange = clone(quiz);
    outOfRange.stimuli[0]!.questions[0]!.answer = 4;
    expect(quizProblems(1, outOfRange)[0]).toMatch(/^schema/);
    const textIndex = quiz.stimuli.findIndex((s) => !s.visual);
    const shortText = clone(quiz);
    shortText.stimuli[textIndex]!.text = 'Only a few words here.';
    expect(quizProblems(1, shortText).join('\n')).toMatch(/has 5 words/);
    const longLeadIn = clone(quiz);
    const visual = longLeadIn.stimuli.find((s) => s.visual)!;
    visual.text = Array.from({ length: 61 }, () => 'word').join(' ');
    expect(quizProblems(1, longLeadIn)).toEqual([`${visual.id} has 61 words`]);
    const noVisual = clone(quiz);
    for (const stimulus of noVisual.stimuli) delete stimulus.visual;
    expect(quizProblems(1, noVisual)).toContain('no stimulus with a map, chart or table');
    const retagged = clone(quiz);
    const tagged = retagged.stimuli[textIndex]!.questions[0]!;
    tagged.skill = tagged.skill === 'comparison' ? 'causation' : 'comparison';
    expect(quizProblems(1, retagged).join('\n')).toMatch(new RegExp(`^${tagged.id} is tagged ${tagged.skill}; its stem asks`));
    const retitled = clone(quiz);
    const interpretation = retitled.stimuli[textIndex]!;
    interpretation.source = { kind: 'pocket-ap' };
    interpretation.title = 'A historian on the Columbian Exchange';
    expect(quizProblems(1, retitled)).toEqual([`${interpretation.id} is titled "A historian on the Columbian Exchange"`]);
    expect(quizProblems(2, quiz)).toEqual(['id is apush-unit-1-quiz', 'title is "Unit 1 Quiz: Period 1, 1491-1607"']);
  });

  it('in answer keys', () => {
    // Sets the key of a clone of the Unit 1 quiz by moving each right answer to the wanted letter.
    const withKey = (key: string) => {
      const quiz = clone(unit1.quiz);
      for (const [i, question] of quiz.stimuli.flatMap((s) => s.questions).entries()) {
        const wanted = 'ABCD'.indexOf(key[i]!);
        const right = question.options[question.answer];
        question.options[question.answer] = question.options[wanted]!;
        question.options[wanted] = right;
        question.answer = wanted;
      }
      return quiz;
    };
    expect(longestNextLetterRun('BCDABACDBC')).toBe(4);
    expect(quizProblems(1, withKey('BCDABACDBC'))).toContain('answer key BCDABACDBC runs 4 next-letter steps');
    expect(quizProblems(1, withKey('ABCADBDCAB'))).toEqual([]);
    expect(quizProblems(1, withKey('AAABCDBCDB'))).toContain('answer key AAABCDBCDB has a letter three times in a row');
    expect(quizProblems(1, withKey('AACAACAADB'))).toContain('answer key AACAACAADB is lopsided: 6/1/2/1');
  });
});

/** The answers of each stimulus set, over all the unit quizzes. */
const quizSets = () => unitContents.flatMap((u) => u.quiz.stimuli.map((s) => s.questions.map((q) => q.answer)));
const quizKeys = () => unitContents.map((u) => u.quiz.stimuli.flatMap((s) => s.questions.map((q) => q.answer)));
const chanceLine = (name: string, count: ChanceCount, of: number) =>
  `${name}: ${count.observed} of ${of} (chance ${count.mean.toFixed(1)}, range ${count.min.toFixed(1)} to ${count.max.toFixed(1)})`;

describe('the unit quizzes together', () => {
  // As for the MCQ exam (mcq-2014.test.ts): with random letters a set of n questions repeats some letter with
  // probability 1 - 4·3·…·(4-n+1)/4^n, and neighbouring answers share a letter a quarter of the time. The nine
  // quizzes' sets with a repeat, same-letter pairs within sets and repeats in a row must each lie within two
  // standard deviations of chance (keys where no set repeats let a student deduce a set's last answer).
  it('repeat letters within sets and in a row about as often as chance (each within 2 SD), and print the figures', () => {
    const sets = quizSets();
    const { setsWithRepeat, pairs } = withinSetRepeats(sets);
    const inARow = repeatsInARow(quizKeys());
    console.info(
      [
        `Unit quiz keys: ${unitContents.map((u) => u.quiz.stimuli.map((s) => s.questions.map((q) => 'ABCD'[q.answer]).join('')).join(' ')).join(' | ')}`,
        chanceLine('  sets that repeat a letter', setsWithRepeat, sets.length),
        chanceLine('  same-letter pairs within sets', pairs, sets.reduce((n, set) => n + (set.length * (set.length - 1)) / 2, 0)),
        chanceLine('  neighbours with the same letter', inARow, inARow.pairs),
      ].join('\n'),
    );
    for (const [name, count] of [['sets with a repeat', setsWithRepeat], ['same-letter pairs', pairs], ['repeats in a row', inARow]] as const) {
      expect(withinChance(count), `${name}: ${count.observed}, chance ${count.min.toFixed(1)} to ${count.max.toFixed(1)}`).toBe(true);
    }
  });

  it('catch keys that never repeat within a set or in a row (the keys before issue 55)', () => {
    // Nine quizzes of sets 3, 3, 2, 2 whose letters never repeat: 0 of 36 sets and 0 of 81 neighbours.
    const sets = Array.from({ length: 9 }, () => [[1, 3, 0], [2, 0, 3], [1, 3], [2, 0]]);
    expect(withinChance(withinSetRepeats(sets.flat()).setsWithRepeat)).toBe(false);
    expect(withinChance(repeatsInARow(sets.map((quiz) => quiz.flat())))).toBe(false);
  });

  // The rule (issue 55): the key is the longest option in at most 30 % of items, and never longer than every
  // distractor by more than 10 characters.
  it('make the key the longest option in at most 30 % of questions, never by more than 10 characters, and print the figures', () => {
    const questions = unitContents.flatMap((u) => u.quiz.stimuli.flatMap((s) => s.questions));
    const stats = keyLengthStats(questions);
    console.info(
      `Unit quizzes: key longest in ${stats.keyLongest} of ${stats.items} (${(100 * stats.keyLongestShare).toFixed(1)} %), largest margin ${stats.maxMargin} characters`,
    );
    expect(stats.keyLongestShare).toBeLessThanOrEqual(0.3);
    expect(stats.overMargin).toEqual([]);
  });

  it('tag every skill somewhere', () => {
    const skills = new Set(unitContents.flatMap((u) => u.quiz.stimuli.flatMap((s) => s.questions.map((q) => q.skill))));
    expect(skills.size).toBe(6);
  });
});

describe('the whole bank', () => {
  it('prints its totals: topics, words and scorable questions', () => {
    const topics = unitContents.flatMap((u) => u.sections);
    const words = topics.reduce((n, s) => n + countWords(s.paragraphs), 0);
    const quizQuestions = unitContents.reduce((n, u) => n + u.quiz.stimuli.flatMap((s) => s.questions).length, 0);
    const saqParts = saqPaper2025.parts.length;
    const total = mcqQuestions2014.length + quizQuestions + saqParts;
    console.log(
      [
        `Units with content: ${unitContents.map((u) => u.number).join(', ')}`,
        `Topics: ${topics.length}, ${words.toLocaleString('en-US')} words`,
        ...unitContents.map(
          (u) => `  Unit ${u.number}: ${u.sections.length} topics, ${countWords(u.sections.flatMap((s) => s.paragraphs))} words, ${u.timeline.length} timeline events, ${u.quiz.stimuli.length} stimuli, ${u.quiz.stimuli.flatMap((s) => s.questions).length} quiz questions, key ${keyOf(u.quiz)}`,
        ),
        `Scorable questions: ${total} (${mcqQuestions2014.length} MCQ + ${quizQuestions} unit quiz + ${saqParts} SAQ parts)`,
      ].join('\n'),
    );
    expect(total).toBe(mcqQuestions2014.length + 10 * unitContents.length + 3);
  });
});
