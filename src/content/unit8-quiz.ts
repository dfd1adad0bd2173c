import type { Quiz } from './schema';

/**
 * The Unit 8 stimulus quiz: 4 stimuli, 10 questions. All four are works of the federal government (presidential
 * addresses and a Supreme Court opinion, public domain at any date), condensed and so marked "adapted".
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
          question: 'The kind of help the speaker calls for in the second paragraph was most fully carried out in',
          options: [
            'the North Atlantic Treaty of 1949',
            'the Rio Treaty of 1947, a mutual defense pact among the nations of the Americas',
            'the Marshall Plan',
            'NSC-68’s call in 1950 for a large increase in military spending',
          ],
          answer: 2,
          explanation:
            'The speaker wants help "primarily through economic and financial aid," and the Marshall Plan sent about $13 billion to rebuild Western Europe’s economies. NATO and the Rio Treaty were military alliances, and NSC-68 called for a military buildup: none of them was economic aid.',
        },
        {
          id: 'u8-q2',
          question: 'The policy in the excerpt marked a departure from earlier American foreign policy mainly because it',
          options: [
            'pledged peacetime American support to free peoples far beyond the Western Hemisphere',
            'made the United States a member of a permanent military alliance for the first time',
            'ended the wartime Lend-Lease aid to Britain and the Soviet Union',
            'gave the United Nations the authority to decide where American aid would go',
          ],
          answer: 0,
          explanation:
            'Before World War II the United States had avoided peacetime commitments to nations outside the Americas; the speaker pledges support to "free peoples" wherever they resist pressure. The excerpt creates no alliance (the Rio Treaty and NATO came later), Lend-Lease had already ended in 1945, and the United States, not the UN, decided where its aid went; critics faulted Truman for bypassing the UN.',
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
            'the Fourteenth Amendment did not apply to public schools run by the states',
            'separating children by race harms them even when facilities are equal',
            'states must spend equal amounts of money on schools for Black and white children',
            'segregation laws violated the First Amendment’s protection of freedom of assembly',
          ],
          answer: 1,
          explanation:
            'Plessy accepted separation if facilities were equal; the Court here holds that separation itself "generates a feeling of inferiority," so separate schools are "inherently unequal." The Court applied the Fourteenth Amendment to schools rather than exempting them, equal spending was the older "separate but equal" standard the Court went beyond, and the ruling rested on equal protection, not the First Amendment.',
        },
        {
          id: 'u8-q4',
          question: 'The argument in the second paragraph drew most directly on',
          options: [
            'the intentions of the men who wrote the Fourteenth Amendment in 1866',
            'comparisons of the money spent on Black and white schools',
            'the precedent set by Plessy v. Ferguson',
            'social scientists’ studies of how segregation affected children',
          ],
          answer: 3,
          explanation:
            'The paragraph turns on the "feeling of inferiority" segregation creates in children’s "hearts and minds," evidence the NAACP drew from psychologists’ studies such as Kenneth and Mamie Clark’s doll tests. The Court found the history of the Fourteenth Amendment inconclusive, set aside "tangible" factors such as spending, and rejected Plessy’s doctrine rather than relying on it.',
        },
      ],
    },
    {
      id: 'eisenhower-farewell',
      title: 'A televised address, January 1961',
      text:
        'Until the latest of our world conflicts, the United States had no armaments industry. American makers of plowshares could, with time and as required, make swords as well. But we can no longer risk emergency improvisation of national defense; we have been compelled to create a permanent armaments industry of vast proportions. Added to this, three and a half million men and women are directly engaged in the defense establishment.\n\n' +
        'This conjunction of an immense military establishment and a large arms industry is new in the American experience. The total influence, economic, political, even spiritual, is felt in every city, every statehouse, every office of the federal government. In the councils of government, we must guard against the acquisition of unwarranted influence, whether sought or unsought, by the military-industrial complex.',
      source: { kind: 'us-government', author: 'Dwight D. Eisenhower', work: 'Farewell Address', year: 1961, adapted: true },
      questions: [
        {
          id: 'u8-q5',
          question: 'The change described in the first paragraph resulted most directly from',
          options: [
            'the decision to keep large forces to contain the Soviet Union',
            'the rapid demobilization of the armed forces after 1945',
            'the growth of labor unions after the merger of the AFL and CIO in 1955',
            'the expansion of federal social programs under Truman’s Fair Deal',
          ],
          answer: 0,
          explanation:
            'The speaker describes a "permanent armaments industry" and millions in the defense establishment, the result of Cold War containment after 1947, especially after NSC-68 and Korea. Demobilization after 1945 shrank the forces, the AFL-CIO merger concerned labor rather than defense, and the Fair Deal’s social programs were not part of the military establishment.',
        },
        {
          id: 'u8-q6',
          question: 'In the late 1960s, the concern in the second paragraph was most clearly taken up by',
          options: [
            'conservatives who backed Barry Goldwater’s call for victory over communism',
            'Southern members of Congress who brought military bases and defense plants to their states',
            'student activists who protested weapons research and defense-company recruiters on campus',
            'union members whose jobs depended on contracts for aircraft and missiles',
          ],
          answer: 2,
          explanation:
            'The speaker warns against the "unwarranted influence" of the military and the arms industry; New Left students took up that warning when they protested classified war research at their universities and recruiters from Dow Chemical, the maker of napalm. Goldwater conservatives wanted a stronger military, not a weaker one, and the members of Congress and defense workers who gained from military spending were part of the influence the speaker described rather than critics of it.',
        },
        {
          id: 'u8-q7',
          question: 'Which of the following would best support the claim the speaker makes in the second paragraph?',
          options: [
            'Builders mass-produced suburbs such as Levittown on Long Island for young families.',
            'Defense contracts made aerospace a leading industry in California and Texas.',
            'Television spread to nearly nine in ten American homes by 1960.',
            'The AFL and the CIO merged into a single labor federation.',
          ],
          answer: 1,
          explanation:
            'The speaker claims the military establishment’s influence is felt "in every city" and statehouse; defense contracts that built whole regional economies show that reach. Suburbs, television and the labor merger were major 1950s developments, but none of them shows the influence of the military and the arms industry.',
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
          question: 'The confidence the speaker expresses in the first paragraph most directly reflected',
          options: [
            'a deep recession that followed the end of the Korean War',
            'federal budget surpluses produced by large tax increases in the early 1960s',
            'a sharp fall in the birth rate after World War II',
            'two decades of postwar growth that had raised most incomes',
          ],
          answer: 3,
          explanation:
            'The "order of plenty" the speaker describes was the long postwar boom that raised most families’ incomes. The recession after Korea was mild and brief, the early 1960s brought a large tax cut rather than increases, and births rose sharply in the baby boom rather than falling.',
        },
        {
          id: 'u8-q9',
          question: 'Which of the following would best support a historian’s claim that the goals named in the second paragraph were partly met by the early 1970s?',
          options: [
            'Congress passed the Gulf of Tonkin Resolution in August 1964.',
            'Riots broke out in Watts, Newark and Detroit between 1965 and 1967.',
            'The share of Americans living in poverty fell by about half from 1959 to 1973.',
            'Congress created the Department of Housing and Urban Development in 1965.',
          ],
          answer: 2,
          explanation:
            'The speaker demands "an end to poverty," and the poverty rate fell from about 22 percent to about 11 percent, a measurable result. The Gulf of Tonkin Resolution concerned Vietnam, the riots showed continuing racial injustice, and creating a department shows an effort, not a result.',
        },
        {
          id: 'u8-q10',
          question: 'Which of the following most limited the program the speaker announces in the second paragraph?',
          options: [
            'The escalation of the Vietnam War, which drew money and attention away',
            'Supreme Court rulings such as Gideon v. Wainwright and Miranda v. Arizona',
            'The Twenty-fourth Amendment, which banned poll taxes in federal elections',
            'Johnson’s landslide victory over Barry Goldwater in the 1964 election',
          ],
          answer: 0,
          explanation:
            'The cost of the Vietnam War and the political division it caused drained money and support from the Great Society. The Warren Court’s rulings and the Twenty-fourth Amendment extended rights in the same spirit, and Johnson’s 1964 landslide brought the large Democratic majorities that passed the program.',
        },
      ],
    },
  ],
};
