import type { Quiz } from './schema';

/**
 * The Unit 9 stimulus quiz: 4 stimuli, 10 questions: three presidential addresses (US federal works, public domain at
 * any date), condensed and so marked "adapted", and a Census Bureau table of the foreign-born population.
 */
export const unit9Quiz: Quiz = {
  id: 'apush-unit-9-quiz',
  title: 'Unit 9 Quiz: Period 9, 1980-Present',
  stimuli: [
    {
      id: 'reagan-inaugural',
      title: 'An inaugural address, 1981',
      text:
        'The United States is confronted with an economic affliction of great proportions. We suffer from the longest and one of the worst sustained inflations in our national history. It distorts our economic decisions, penalizes thrift, and crushes the struggling young and the fixed-income elderly alike.\n\n' +
        'In this present crisis, government is not the solution to our problem; government is the problem. It is my intention to curb the size and influence of the federal establishment and to demand recognition of the distinction between the powers granted to the federal government and those reserved to the states or to the people.',
      source: { kind: 'us-government', author: 'Ronald Reagan', work: 'First Inaugural Address', year: 1981, adapted: true },
      questions: [
        {
          id: 'u9-q1',
          question: 'The ideas expressed in the second paragraph are best understood in the context of',
          options: [
            'environmentalists’ calls for stronger federal rules on air and water pollution and toxic waste',
            'the New Left’s criticism of corporate power, of university bureaucracy and of the war in Vietnam',
            'labor unions’ demands for federal action to protect factory jobs from foreign competition',
            'a conservative movement that blamed national problems on big government',
          ],
          answer: 3,
          explanation:
            'The speaker calls government "the problem" and promises to curb the federal establishment and respect powers reserved to the states, the core of the New Right’s program. The New Left attacked corporations and the war rather than the size of government; environmentalists and unions in the 1970s asked for more federal action, not less.',
          skill: 'contextualization',
        },
        {
          id: 'u9-q2',
          question: 'The "economic affliction" described in the first paragraph was caused most directly by',
          options: [
            'oil price shocks after the 1973 Arab oil embargo and the 1979 Iranian Revolution',
            'the Federal Reserve’s sharp increases in interest rates beginning in 1979 under Paul Volcker',
            'the deregulation of airlines and trucking in the late 1970s',
            'the fall in military spending in the years after the Vietnam War',
          ],
          answer: 0,
          explanation:
            'The affliction is inflation, and the two oil shocks drove up energy costs and prices across the economy. The Federal Reserve under Paul Volcker raised interest rates to fight inflation, not to cause it; deregulation increased competition and tended to lower fares and shipping costs; and lower military spending would reduce demand, not push prices up.',
          skill: 'causation',
        },
        {
          id: 'u9-q3',
          question: 'Which of the following would best support a historian’s argument that the speaker fell short of the goal stated in the second paragraph during the 1980s?',
          options: [
            'Federal spending and yearly deficits grew larger through the 1980s.',
            'Reagan fired over 11,000 striking air traffic controllers in 1981.',
            'Unemployment rose above 10 percent during the recession of 1982.',
            'Congress cut income tax rates in 1981 and again in 1986.',
          ],
          answer: 0,
          explanation:
            'The goal was to "curb the size and influence of the federal establishment"; federal spending kept rising, driven by defense and by Social Security and Medicare, and yearly deficits rose from about $79 billion in 1981 to more than $200 billion by the middle of the decade, so government did not shrink. The 1982 recession was a setback for the economy, not evidence about the size of government; the tax cuts show the goal being pursued; and the firing of the controllers concerned labor, not the size of the federal establishment.',
          skill: 'claims-and-evidence',
        },
      ],
    },
    {
      id: 'brandenburg-gate',
      title: 'Remarks in West Berlin, 1987',
      text:
        'In the 1950s, Khrushchev predicted: "We will bury you." But in the West today, we see a free world that has achieved a level of prosperity and well-being unprecedented in all human history. In the communist world, we see failure, technological backwardness, declining standards of health, even want of the most basic kind: too little food.\n\n' +
        'And now the Soviets themselves may, in a limited way, be coming to understand the importance of freedom. We hear much from Moscow about a new policy of reform and openness. Are these the beginnings of profound changes in the Soviet state? General Secretary Gorbachev, if you seek peace, if you seek prosperity for the Soviet Union and Eastern Europe, if you seek liberalization: come here to this gate. Mr. Gorbachev, open this gate. Mr. Gorbachev, tear down this wall.',
      source: { kind: 'us-government', author: 'Ronald Reagan', work: 'Remarks at the Brandenburg Gate', year: 1987, adapted: true },
      questions: [
        {
          id: 'u9-q4',
          question: 'The "new policy of reform and openness" mentioned in the second paragraph is best understood in the context of',
          options: [
            'the human rights pledges of the 1975 Helsinki Accords',
            'Gorbachev’s programs of glasnost and perestroika',
            'the détente agreements of the 1970s, such as SALT I',
            'the Polish Solidarity movement’s demands for free trade unions',
          ],
          answer: 1,
          explanation:
            'The speaker describes a new Soviet policy "of reform and openness": Gorbachev had begun glasnost (openness) and perestroika (restructuring) after 1985. SALT I and the Helsinki Accords were agreements of the 1970s, not a new Soviet domestic policy, and Solidarity was a Polish movement that challenged Moscow rather than a policy from it.',
          skill: 'contextualization',
        },
        {
          id: 'u9-q5',
          question: 'The contrast drawn in the first paragraph most directly supports which explanation for the end of the Cold War?',
          options: [
            'Arms control treaties such as the INF Treaty eased the danger of a superpower war.',
            'Nationalist movements in the Baltic republics broke up the Soviet Union from within.',
            'Pope John Paul II and the Catholic Church inspired peaceful resistance in Poland.',
            'The Soviet economy’s failure to match Western prosperity weakened communist rule.',
          ],
          answer: 3,
          explanation:
            'The speaker sets Western prosperity against communist "failure," "technological backwardness" and shortages of food, the economic weakness many historians stress. Baltic nationalism, the Church’s role in Poland and arms control all figure in explanations of the Cold War’s end, but the paragraph’s contrast of prosperity and want says nothing about any of them.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u9-q6',
          question: 'Reagan most likely made the demand that closes the excerpt in order to',
          options: [
            'challenge Gorbachev to show that his reforms meant freedom for Eastern Europe',
            'announce that American forces would leave West Berlin within a few years',
            'persuade West Germans to accept new American missiles on their soil',
            'assure Gorbachev that the West would accept a divided Germany for good',
          ],
          answer: 0,
          explanation:
            'Having asked whether the talk of "reform and openness" meant "profound changes," the speaker tells Gorbachev that if he seeks "liberalization" he should open the gate: a test of whether the reforms were real. A demand to tear down the wall rejects a permanently divided Germany; the fight over stationing American missiles in West Germany had ended with their deployment in 1983, and the INF Treaty of December 1987 removed them; and American forces stayed in Berlin until 1994.',
          skill: 'sourcing-and-situation',
        },
      ],
    },
    {
      id: 'foreign-born-population',
      title: 'The foreign-born population of the United States, 1970-2010',
      text:
        'The table gives the number of residents born outside the United States at each census from 1970 to 2000 and in 2010, and their share of the whole population.',
      source: {
        kind: 'us-government',
        author: 'U.S. Census Bureau',
        work: 'The Foreign-Born Population in the United States: 2010',
        year: 2012,
        adapted: true,
      },
      visual: {
        kind: 'table',
        caption: 'Foreign-born residents of the United States, 1970-2010',
        columns: ['Year', 'Foreign-born residents (millions)', 'Share of the population'],
        rows: [
          ['1970', '9.6', '4.7 %'],
          ['1980', '14.1', '6.2 %'],
          ['1990', '19.8', '7.9 %'],
          ['2000', '31.1', '11.1 %'],
          ['2010', '40.0', '12.9 %'],
        ],
        note: 'Numbers rounded to the nearest hundred thousand. The figure for 2010 comes from the American Community Survey.',
      },
      questions: [
        {
          id: 'u9-q7',
          question: 'The data in the table best support which claim about the years from 1970 to 2010?',
          options: [
            'The foreign-born population grew by about the same number in every decade.',
            'The foreign-born share of the population fell during the 1980s and the 1990s.',
            'The foreign-born share of the population more than doubled from 1970 to 2000.',
            'By 2010 about one American in four had been born outside the United States.',
          ],
          answer: 2,
          explanation:
            'The share rose from 4.7 percent in 1970 to 11.1 percent in 2000. The number grew by about 4.5 million in the 1970s but by more than 11 million in the 1990s; the share rose in every decade; and 12.9 percent in 2010 is about one American in eight, not one in four.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u9-q8',
          question: 'The trend shown in the table resulted most directly from',
          options: [
            'the McCarran-Walter Act of 1952, which kept the quotas but ended the racial bar on citizenship',
            'the Immigration Reform and Control Act of 1986, which penalized employers of the undocumented',
            'the repeal of Chinese exclusion in 1943, which gave China a yearly quota of 105 immigrants',
            'the Immigration and Nationality Act of 1965, which ended the national-origin quotas',
          ],
          answer: 3,
          explanation:
            'The 1965 act replaced the quotas that had favored northern and western Europe with limits by hemisphere and a preference for relatives of citizens and residents, opening the way to large migration from Latin America and Asia. The McCarran-Walter Act ended the racial bar on naturalization but kept the national-origin quotas, with token quotas for Asian nations; the 1986 act legalized about 2.7 million people already living here and tried to discourage further unauthorized migration; and the repeal of Chinese exclusion admitted only a token number.',
          skill: 'causation',
        },
      ],
    },
    {
      id: 'bush-2001',
      title: 'An address to a joint session of Congress, September 20, 2001',
      text:
        'On September the 11th, enemies of freedom committed an act of war against our country. Our war on terror begins with al-Qaeda, but it does not end there. It will not end until every terrorist group of global reach has been found, stopped and defeated.\n\n' +
        'We will direct every resource at our command: every means of diplomacy, every tool of intelligence, every instrument of law enforcement, every financial influence, and every necessary weapon of war, to the disruption and defeat of the global terror network.\n\n' +
        'Every nation, in every region, now has a decision to make. Either you are with us, or you are with the terrorists.',
      source: {
        kind: 'us-government',
        author: 'George W. Bush',
        work: 'Address to a Joint Session of Congress and the American People',
        year: 2001,
        adapted: true,
      },
      questions: [
        {
          id: 'u9-q9',
          question: 'The view of the world in the last paragraph of the excerpt is most similar to which earlier statement of US foreign policy?',
          options: [
            'The Nixon Doctrine’s call for allies to take the main role in their own defense',
            'The Truman Doctrine’s claim that nearly every nation must choose between two ways of life',
            'Washington’s warning in his Farewell Address against permanent alliances',
            'The Monroe Doctrine’s claim that Europe should stay out of the Western Hemisphere',
          ],
          answer: 1,
          explanation:
            'Like Truman in 1947, who said that "nearly every nation must choose between alternative ways of life," the speaker describes a global struggle in which every nation must take a side. Washington warned against entangling commitments, the Monroe Doctrine was limited to the Western Hemisphere, and the Nixon Doctrine asked allies to carry more of their own defense: none divides the whole world into two camps.',
          skill: 'comparison',
        },
        {
          id: 'u9-q10',
          question: 'Which of the following would best support critics’ claim that some of the means listed in the second paragraph threatened civil liberties?',
          options: [
            'The Federal Reserve’s interest-rate cuts after the attacks',
            'The wider surveillance powers of the USA PATRIOT Act',
            'The US-led invasion of Afghanistan in October 2001',
            'The $15 billion in federal aid to airlines in September 2001',
          ],
          answer: 1,
          explanation:
            '"Every tool of intelligence" and "every instrument of law enforcement" became the PATRIOT Act’s wider powers to search records and monitor communications, which critics said endangered privacy and due process. The invasion of Afghanistan was a "weapon of war" aimed abroad, and the interest-rate cuts and the aid to airlines grounded by the attacks were economic measures that did not touch citizens’ privacy or rights at trial.',
          skill: 'claims-and-evidence',
        },
      ],
    },
  ],
};
