import type { Quiz } from './schema';

/**
 * The Unit 9 stimulus quiz: 4 stimuli, 10 questions. All four are presidential addresses (US federal works, public
 * domain at any date), condensed and so marked "adapted".
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
          question: 'The ideas expressed in the second paragraph most directly reflect which of the following developments?',
          options: [
            'The New Left’s criticism of corporate power, of university bureaucracy and of the war in Vietnam',
            'Environmentalists’ calls for stronger federal rules on air and water pollution and toxic waste',
            'A conservative movement that blamed national problems on big government',
            'Labor unions’ demands for federal action to protect factory jobs from foreign competition',
          ],
          answer: 2,
          explanation:
            'The speaker calls government "the problem" and promises to curb the federal establishment and respect powers reserved to the states, the core of the New Right’s program. The New Left attacked corporations and the war rather than the size of government; environmentalists and unions in the 1970s asked for more federal action, not less.',
        },
        {
          id: 'u9-q2',
          question: 'The "economic affliction" described in the first paragraph had been made worse most directly by',
          options: [
            'oil price shocks after the 1973 Arab oil embargo and the 1979 Iranian Revolution',
            'the Federal Reserve’s sharp increases in interest rates beginning in 1979 under Paul Volcker',
            'the deregulation of airlines and trucking in the late 1970s',
            'the fall in military spending in the years after the Vietnam War',
          ],
          answer: 0,
          explanation:
            'The affliction is inflation, and the two oil shocks drove up energy costs and prices across the economy. The Federal Reserve under Paul Volcker raised interest rates to fight inflation, not to cause it; deregulation increased competition and tended to lower fares and shipping costs; and lower military spending would reduce demand, not push prices up.',
        },
        {
          id: 'u9-q3',
          question: 'Which of the following would best support a historian’s argument that the speaker fell short of the goal stated in the second paragraph during the 1980s?',
          options: [
            'Congress passed large cuts in income tax rates in 1981 and again in 1986.',
            'Reagan fired thousands of striking air traffic controllers in 1981.',
            'Reagan appointed Sandra Day O’Connor and other conservatives to the courts.',
            'Federal spending and deficits kept rising.',
          ],
          answer: 3,
          explanation:
            'The goal was to curb the size of the federal government; rising spending, larger deficits and the survival of Social Security and Medicare show that it did not shrink. The tax cuts are evidence of the goal being pursued, not of falling short; the strike and the court appointment concern labor and the judiciary, not the size of the federal establishment.',
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
          question: 'The new policy from Moscow mentioned in the second paragraph refers to',
          options: [
            'the détente agreements of the 1970s, such as SALT I',
            'Gorbachev’s programs of glasnost and perestroika',
            'the human rights pledges of the 1975 Helsinki Accords',
            'the Polish Solidarity movement’s demands for free trade unions',
          ],
          answer: 1,
          explanation:
            'The speaker describes a new Soviet policy "of reform and openness": Gorbachev had begun glasnost (openness) and perestroika (restructuring) after 1985. SALT I and the Helsinki Accords were agreements of the 1970s, not a new Soviet domestic policy, and Solidarity was a Polish movement that challenged Moscow rather than a policy from it.',
        },
        {
          id: 'u9-q5',
          question: 'The contrast drawn in the first paragraph most directly supports which explanation for the end of the Cold War?',
          options: [
            'Arms control treaties had made military competition between the superpowers unnecessary.',
            'United Nations pressure forced the Soviet Union to withdraw from Eastern Europe.',
            'Western European governments pursued their own détente with Moscow, apart from the United States.',
            'The Soviet economy’s failure to match Western prosperity weakened communist rule.',
          ],
          answer: 3,
          explanation:
            'The speaker sets Western prosperity against communist "failure," "technological backwardness" and shortages of food, the economic weakness many historians stress. The excerpt says nothing about arms control, the UN played no such role in 1989, and a separate European détente is not what the paragraph contrasts.',
        },
        {
          id: 'u9-q6',
          question: 'Which of the following events, within three years of the speech, most directly answered the demand that closes the excerpt?',
          options: [
            'East Germany’s opening of the Berlin Wall in November 1989',
            'The signing of the INF Treaty in December 1987',
            'The Soviet withdrawal of its troops from Afghanistan in 1988–1989',
            'Poland’s partly free elections, won by Solidarity, in June 1989',
          ],
          answer: 0,
          explanation:
            'The speaker asks Gorbachev to open the gate and tear down the Berlin Wall; East Germany opened the wall on November 9, 1989. The INF Treaty eliminated missiles, the Afghan withdrawal ended a Soviet war, and the Polish elections ended communist rule in Poland: each was part of the Cold War’s end, but none opened the wall.',
        },
      ],
    },
    {
      id: 'clinton-1996',
      title: 'A State of the Union address, 1996',
      text:
        'We know big government does not have all the answers. We know there is not a program for every problem. We have worked to give the American people a smaller, less bureaucratic government in Washington, and we have to give the American people one that lives within its means.\n\n' +
        'The era of big government is over. But we cannot go back to the time when our citizens were left to fend for themselves. Instead, we must go forward as one America, one nation working together to meet the challenges we face together.',
      source: { kind: 'us-government', author: 'Bill Clinton', work: 'State of the Union Address', year: 1996, adapted: true },
      questions: [
        {
          id: 'u9-q7',
          question: 'The excerpt best illustrates which of the following political developments of the 1990s?',
          options: [
            'Democrats’ plans to spend a post–Cold War "peace dividend" on a new wave of federal programs',
            'A return to the Great Society’s goal of ending poverty through new federal agencies',
            'Republicans’ retreat from the Contract with America after losing control of Congress',
            'A Democratic president’s acceptance of part of the conservative critique of government',
          ],
          answer: 3,
          explanation:
            'The speaker declares "the era of big government is over" yet refuses to leave citizens "to fend for themselves": a Democrat adopting part of Reagan-era conservatism while keeping a federal safety net. The excerpt rejects a new wave of programs or new agencies, and Republicans had won control of Congress in 1994 rather than lost it.',
        },
        {
          id: 'u9-q8',
          question: 'Which of the following measures most directly reflects the approach described in the excerpt?',
          options: [
            'The Family and Medical Leave Act of 1993, which required many employers to grant unpaid leave',
            'The 1994 crime bill, which gave federal money to hire tens of thousands of local police officers',
            'The 1996 welfare reform law, which replaced a federal entitlement with time-limited aid tied to work',
            'A 1993 plan for health coverage for every American, which Congress did not pass',
          ],
          answer: 2,
          explanation:
            'The 1996 welfare law cut back a federal entitlement and required work, yet still gave aid, matching a "smaller" government that does not leave people to fend for themselves. Family leave added a new federal rule for employers, the crime bill expanded federal spending, and the health plan would have enlarged government; none fits the excerpt’s call for a smaller government.',
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
            'Washington’s warning in his Farewell Address against permanent alliances',
            'The Truman Doctrine’s claim that nearly every nation must choose between two ways of life',
            'The Monroe Doctrine’s claim that Europe should stay out of the Western Hemisphere',
            'The Nixon Doctrine’s call for allies to take the main role in their own defense',
          ],
          answer: 1,
          explanation:
            'Like Truman in 1947, who said that "nearly every nation must choose between alternative ways of life," the speaker describes a global struggle in which every nation must take a side. Washington warned against entangling commitments, the Monroe Doctrine was limited to the Western Hemisphere, and the Nixon Doctrine asked allies to carry more of their own defense: none divides the whole world into two camps.',
        },
        {
          id: 'u9-q10',
          question: 'Critics who argued that some of the means listed in the second paragraph threatened civil liberties would most likely point to',
          options: [
            'the US-led invasion of Afghanistan in October 2001',
            'the Federal Reserve’s interest-rate cuts to steady markets after the attacks',
            'the expansion of surveillance powers in the USA PATRIOT Act',
            'the 2002 No Child Left Behind Act’s testing rules for public schools',
          ],
          answer: 2,
          explanation:
            'The "tools of intelligence" and "instruments of law enforcement" became the PATRIOT Act’s wider powers to search records and monitor communications, which critics said endangered privacy and due process. The invasion of Afghanistan was a "weapon of war" aimed abroad, the interest-rate cuts were economic policy, and school testing was unrelated to the war on terror.',
        },
      ],
    },
  ],
};
