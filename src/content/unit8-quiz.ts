import type { Quiz } from './schema';

/**
 * The Unit 8 stimulus quiz: 4 stimuli, 10 questions. All four are works of the federal government (public domain at
 * any date): two presidential addresses and a Supreme Court opinion, condensed and so marked "adapted", and a table
 * from the Commission on Civil Rights.
 */
export const unit8Quiz: Quiz = {
  id: 'apush-unit-8-quiz',
  title: 'Unit 8 Quiz: Period 8, 1945-1980',
  stimuli: [
    {
      id: 'truman-doctrine',
      title: 'An address to Congress, March 1947',
      text:
        'At the present moment in world history nearly every nation must choose between alternative ways of life. The choice is too often not a free one. One way of life is based upon the will of the majority, and is distinguished by free institutions, representative government, free elections, guarantees of individual liberty, freedom of speech and religion, and freedom from political oppression. The second way of life is based upon the will of a minority forcibly imposed upon the majority. It relies upon terror and oppression, a controlled press and radio, fixed elections, and the suppression of personal freedoms.\n\n' +
        'I believe that it must be the policy of the United States to support free peoples who are resisting attempted subjugation by armed minorities or by outside pressures. I believe that our help should be primarily through economic and financial aid, which is essential to economic stability and orderly political processes.',
      source: {
        kind: 'us-government',
        author: 'Harry S. Truman',
        work: 'Address to a Joint Session of Congress on Greece and Turkey',
        year: 1947,
        adapted: true,
      },
      questions: [
        {
          id: 'u8-q1',
          question: 'Which of the following later programs most fully carried out the kind of help the speaker calls for in the second paragraph?',
          options: [
            'The North Atlantic Treaty’s pledge that its members would defend one another',
            'The Marshall Plan’s grants to rebuild the economies of Western Europe',
            'The Rio Treaty’s mutual defense pact among the nations of the Americas',
            'NSC-68’s call in 1950 for a large increase in American military spending',
          ],
          answer: 1,
          explanation:
            'The speaker wants help "primarily through economic and financial aid," and the Marshall Plan sent about $13 billion to rebuild Western Europe’s economies from 1948. NATO (1949) and the Rio Treaty (1947) were military alliances, and NSC-68 called for a military buildup: none of them was economic aid.',
          skill: 'continuity-and-change',
        },
        {
          id: 'u8-q2',
          question: 'The policy in the excerpt differed from earlier American foreign policy mainly because it',
          options: [
            'made the United States a member of a permanent military alliance for the first time',
            'ended the wartime Lend-Lease aid to Britain and the Soviet Union',
            'gave the United Nations the authority to decide where American aid would go',
            'pledged peacetime American support to free peoples far beyond the Western Hemisphere',
          ],
          answer: 3,
          explanation:
            'Before World War II the United States had avoided peacetime commitments to nations outside the Americas; the speaker pledges support to "free peoples" wherever they resist pressure. The excerpt creates no alliance (the Rio Treaty and NATO came later), Lend-Lease had already ended in 1945, and the United States, not the UN, decided where its aid went; critics faulted Truman for bypassing the UN.',
          skill: 'comparison',
        },
      ],
    },
    {
      id: 'brown-opinion',
      title: 'A Supreme Court opinion, 1954',
      text:
        'Today, education is perhaps the most important function of state and local governments. It is the very foundation of good citizenship. In these days, it is doubtful that any child may reasonably be expected to succeed in life if he is denied the opportunity of an education.\n\n' +
        'Does segregation of children in public schools solely on the basis of race, even though the physical facilities and other "tangible" factors may be equal, deprive the children of the minority group of equal educational opportunities? We believe that it does. To separate them from others of similar age and qualifications solely because of their race generates a feeling of inferiority as to their status in the community that may affect their hearts and minds in a way unlikely ever to be undone.\n\n' +
        'We conclude that, in the field of public education, the doctrine of "separate but equal" has no place. Separate educational facilities are inherently unequal.',
      source: {
        kind: 'us-government',
        author: 'Earl Warren, for the Supreme Court',
        work: 'Brown v. Board of Education of Topeka',
        year: 1954,
        adapted: true,
      },
      questions: [
        {
          id: 'u8-q3',
          question: 'The reasoning in the excerpt differed from that of Plessy v. Ferguson (1896) chiefly in holding that',
          options: [
            'separating children by race harms them even when facilities are equal',
            'states must spend equal amounts of money on schools for Black and white children',
            'the Fourteenth Amendment did not apply to public schools run by the states',
            'segregation laws violated the First Amendment’s protection of freedom of assembly',
          ],
          answer: 0,
          explanation:
            'Plessy accepted separation if facilities were equal; the Court here holds that separation itself "generates a feeling of inferiority," so separate schools are "inherently unequal." The Court applied the Fourteenth Amendment to schools rather than exempting them, equal spending was the older "separate but equal" standard the Court went beyond, and the ruling rested on equal protection, not the First Amendment.',
          skill: 'comparison',
        },
        {
          id: 'u8-q4',
          question: 'The argument in the second paragraph most directly reflects the influence of',
          options: [
            'social scientists’ studies of how segregation affected children',
            'comparisons of the money spent on Black and white schools',
            'the precedent set by Plessy v. Ferguson',
            'the intentions of the men who wrote the Fourteenth Amendment in 1866',
          ],
          answer: 0,
          explanation:
            'The paragraph turns on the "feeling of inferiority" segregation creates in children’s "hearts and minds," evidence the NAACP drew from psychologists’ studies such as Kenneth and Mamie Clark’s doll tests. The Court found the history of the Fourteenth Amendment inconclusive, set aside "tangible" factors such as spending, and rejected Plessy’s doctrine rather than relying on it.',
          skill: 'contextualization',
        },
      ],
    },
    {
      id: 'black-voter-registration',
      title: 'Black voter registration in seven southern states, 1964-1967',
      text:
        'The table gives the estimated percentage of Black residents of voting age who were registered to vote in seven southern states shortly before the Voting Rights Act of August 1965 and about two years after it.',
      source: { kind: 'us-government', author: 'U.S. Commission on Civil Rights', work: 'Political Participation', year: 1968, adapted: true },
      visual: {
        kind: 'table',
        caption: 'Black residents of voting age registered to vote (percent)',
        columns: ['State', 'Before the act (1964-1965)', 'After the act (1967)'],
        rows: [
          ['Alabama', '19.3', '51.6'],
          ['Georgia', '27.4', '52.6'],
          ['Louisiana', '31.6', '58.9'],
          ['Mississippi', '6.7', '59.8'],
          ['North Carolina', '46.8', '51.3'],
          ['South Carolina', '37.3', '51.2'],
          ['Virginia', '38.3', '55.6'],
        ],
        note: 'Estimates; the "before" figures were gathered in 1964 and early 1965.',
      },
      questions: [
        {
          id: 'u8-q5',
          question: 'The data in the table best support which claim?',
          options: [
            'Registration rose least in the states that had the lowest rates before the act.',
            'North Carolina, where registration had been highest, gained the most after the act.',
            'Registration rose in every state listed, and most where it had been lowest.',
            'Black registration in Mississippi stayed below that in Alabama after the act.',
          ],
          answer: 2,
          explanation:
            'Every state rose, and Mississippi, lowest before the act at 6.7 percent, rose most, to 59.8 percent, while Alabama rose from 19.3 to 51.6. North Carolina, highest before the act, gained the least (46.8 to 51.3), and after the act Mississippi’s rate was above Alabama’s.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u8-q6',
          question: 'The changes shown in the table resulted most directly from',
          options: [
            'the Supreme Court’s order in Brown v. Board to desegregate public schools',
            'the Civil Rights Act of 1964’s ban on segregation in restaurants and hotels',
            'federal examiners who registered voters where literacy tests had been suspended',
            'the Freedom Summer volunteers who went door to door in Mississippi in 1964',
          ],
          answer: 2,
          explanation:
            'The Voting Rights Act suspended literacy tests in states and counties with low registration and sent federal examiners to register voters there; examiners worked in dozens of counties, many of them in Mississippi, Alabama and Louisiana. The Civil Rights Act of 1964 and Brown concerned public places and schools, not voting; and Freedom Summer’s volunteers, though they drew national attention, saw only a small share of the thousands of Black Mississippians who tried to register in 1964 accepted by local registrars, which is why the "before" figures are so low.',
          skill: 'causation',
        },
        {
          id: 'u8-q7',
          question: 'Which later development most directly reflected the change shown in the table?',
          options: [
            'The Twenty-sixth Amendment of 1971, which lowered the voting age to 18',
            'The passage by Congress in 1972 of the proposed Equal Rights Amendment',
            'The busing orders for school integration upheld in Swann v. Charlotte-Mecklenburg',
            'The growing number of Black officials elected in the South in the 1970s',
          ],
          answer: 3,
          explanation:
            'With hundreds of thousands of new Black voters, Black candidates began to win office across the South, from county boards to Congress, where Barbara Jordan of Texas and Andrew Young of Georgia were elected in 1972. The Twenty-sixth Amendment concerned the voting age, the Swann ruling (1971) concerned schools, and the Equal Rights Amendment concerned women’s rights; none grew out of the rise in Black registration.',
          skill: 'continuity-and-change',
        },
      ],
    },
    {
      id: 'johnson-michigan',
      title: 'A commencement speech, 1964',
      text:
        'For a century we labored to settle and to subdue a continent. For half a century we called upon unbounded invention and untiring industry to create an order of plenty for all of our people. The challenge of the next half century is whether we have the wisdom to use that wealth to enrich and elevate our national life, and to advance the quality of our American civilization.\n\n' +
        'For in your time we have the opportunity to move not only toward the rich society and the powerful society, but upward to the Great Society. The Great Society rests on abundance and liberty for all. It demands an end to poverty and racial injustice, to which we are totally committed in our time. But that is just the beginning.',
      source: { kind: 'us-government', author: 'Lyndon B. Johnson', work: 'Remarks at the University of Michigan', year: 1964, adapted: true },
      questions: [
        {
          id: 'u8-q8',
          question: 'The confidence the speaker expresses in the first paragraph is best understood in the context of',
          options: [
            'two decades of postwar growth that had raised most families’ incomes',
            'New Deal and Fair Deal programs that had ended poverty for most families',
            'tax increases of the early 1960s that had balanced the federal budget',
            'victory in the space race after John Glenn orbited the Earth in 1962',
          ],
          answer: 0,
          explanation:
            'The "order of plenty" created by "invention" and "industry" was the long postwar boom, in which most families’ real incomes rose year after year. The speaker credits industry, not federal programs, and about one American in five was still poor in 1964; John Glenn’s flight was a milestone, not a victory in the race, and not a source of plenty; and the early 1960s brought a large tax cut (passed in 1964), not tax increases.',
          skill: 'contextualization',
        },
        {
          id: 'u8-q9',
          question: 'Which of the following would best support a historian’s claim that the goals named in the second paragraph were partly met by the early 1970s?',
          options: [
            'Riots broke out in Watts, Newark and Detroit between 1965 and 1967.',
            'Congress created the Department of Housing and Urban Development in 1965.',
            'Congress passed the Gulf of Tonkin Resolution in August 1964.',
            'The share of Americans living in poverty fell by about half from 1959 to 1973.',
          ],
          answer: 3,
          explanation:
            'The speaker demands "an end to poverty," and the poverty rate fell from about 22 percent to about 11 percent, a measurable result. The Gulf of Tonkin Resolution concerned Vietnam, the riots showed continuing racial injustice, and creating a department shows an effort, not a result.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u8-q10',
          question: 'Which of the following would best challenge the speaker’s claim that the nation had created "an order of plenty for all of our people"?',
          options: [
            'The rise in median family income during the 1950s, after inflation was taken into account',
            'Michael Harrington’s finding in 1962 that tens of millions of Americans lived in poverty',
            'The spread of television to nearly nine in ten American homes by the end of the 1950s',
            'The growth of mass-produced suburbs such as Levittown for young families after the war',
          ],
          answer: 1,
          explanation:
            'Harrington’s The Other America (1962) found some 40 to 50 million Americans living in poverty, in Appalachia, in city slums and among the elderly, a plenty that did not reach "all of our people." Television in most homes, new suburbs and rising family incomes are evidence of the abundance the speaker describes, so they support his claim rather than challenge it.',
          skill: 'claims-and-evidence',
        },
      ],
    },
  ],
};
