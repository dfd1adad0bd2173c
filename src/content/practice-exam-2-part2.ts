import type { McqSet } from './schema';

/** Practice exam 2, questions 31-55 (periods 6 to 9), written for Pocket AP. */
export const practiceExam2Part2: McqSet[] = [
  {
    id: 'e2-set-09',
    stimulus: {
      title: 'Americans living in urban places, 1860-1900',
      text: 'The chart shows the share of the population of the United States that lived in urban places at each census from 1860 to 1900.',
      source: {
        kind: 'us-government',
        author: 'U.S. Census Bureau',
        work: '1990 Census of Population and Housing, Population and Housing Unit Counts, United States (CPH-2-1)',
        year: 1993,
        adapted: true,
      },
      visual: {
        kind: 'line-chart',
        caption: 'Urban share of the U.S. population, 1860-1900',
        xLabel: 'Census year',
        yLabel: 'Share living in urban places (%)',
        series: [
          {
            name: 'Urban share (%)',
            points: [
              { x: 1860, y: 19.8 },
              { x: 1870, y: 25.7 },
              { x: 1880, y: 28.2 },
              { x: 1890, y: 35.1 },
              { x: 1900, y: 39.6 },
            ],
          },
        ],
        note: 'Urban places are towns and cities of 2,500 people or more. Percentages as published, to one decimal place.',
      },
    },
    questions: [
      {
        id: 'p2-q-31', number: 31, period: 6, skill: 'causation',
        question: 'The trend shown in the chart was most directly caused by',
        options: [
          'the Homestead Act’s offer of free western land to settlers',
          'the Census Bureau’s 1890 report that the frontier had closed',
          'federal programs that built cheap housing for city workers',
          'the growth of factories drawing immigrants and rural migrants',
        ],
        answer: 3,
        explanation:
          'Mills, steelworks, packinghouses and railroads concentrated jobs in cities, drawing millions of immigrants from Europe and migrants from American farms. The Homestead Act drew settlers to the countryside, not the cities; the 1890 census report described where settlement had reached rather than moving anyone; and Washington built no public housing until the New Deal of the 1930s.',
      },
      {
        id: 'p2-q-32', number: 32, period: 6, skill: 'contextualization',
        question: 'The change shown in the chart is best understood in the context of',
        options: [
          'the spread of cotton growing across the lower South',
          'the rise of a national industrial economy after the Civil War',
          'the movement of families to suburbs along new highways',
          'the Great Migration of African Americans to northern cities',
        ],
        answer: 1,
        explanation:
          'The urban share doubled in the Gilded Age, as railroads, steel, oil and factories built a national industrial economy centred on cities. The spread of cotton across the lower South happened before 1860 and kept people on farms; the move to suburbs along highways came after 1945; and the Great Migration began during the First World War, after the years the chart covers.',
      },
      {
        id: 'p2-q-33', number: 33, period: 6, skill: 'claims-and-evidence',
        question: 'Which of the following claims do the data in the chart best support?',
        options: [
          'A majority of Americans lived in cities by 1890',
          'The urban share doubled between 1860 and 1900',
          'Urban growth was fastest in the decade of the 1870s',
          'The gap between rural and urban shares widened after 1860',
        ],
        answer: 1,
        explanation:
          'The urban share rose from 19.8 percent in 1860 to 39.6 percent in 1900, exactly twice as large. In 1890 only 35.1 percent lived in urban places, well short of a majority (which came only in 1920); the 1870s show the smallest rise of the four decades, 2.5 points; and as the urban share grew the rural share shrank, so the gap between them narrowed.',
      },
    ],
  },
  {
    id: 'e2-set-10',
    stimulus: {
      title: 'The frontier in American history',
      text:
        'Up to our own day American history has been in a large degree the history of the colonization of the Great West. The existence of an area of free land, its continuous recession, and the advance of American settlement westward, explain American development. …\n\n' +
        'In the crucible of the frontier the immigrants were Americanized, liberated, and fused into a mixed race, English in neither nationality nor characteristics. … The most important effect of the frontier has been in the promotion of democracy here and in Europe. …\n\n' +
        'And now, four centuries from the discovery of America, at the end of a hundred years of life under the Constitution, the frontier has gone, and with its going has closed the first period of American history.',
      source: {
        kind: 'public-domain',
        author: 'Frederick Jackson Turner',
        work: 'The Significance of the Frontier in American History',
        year: 1893,
        adapted: true,
        historian: true,
      },
    },
    questions: [
      {
        id: 'p2-q-34', number: 34, period: 6, skill: 'claims-and-evidence',
        question: 'Which of the following best describes the main argument of the excerpt?',
        options: [
          'Frontier isolation let immigrants keep the customs of their homelands',
          'Federal policy, more than settlers’ choices, drove the growth of the West',
          'Westward settlement on open land shaped American democracy and character',
          'The plantation system of the South was the main force in national growth',
        ],
        answer: 2,
        explanation:
          'Turner says that free land and the westward advance of settlement "explain American development", Americanized immigrants and promoted democracy. He says the frontier fused immigrants into a new people, the opposite of keeping their old customs; he credits the land and the settlers, not federal policy; and he names the West, not the South’s plantations, as the key to American history.',
      },
      {
        id: 'p2-q-35', number: 35, period: 6, skill: 'contextualization',
        question: 'Turner’s essay reflects the context of',
        options: [
          'the Dawes Act’s division of reservation land into family allotments',
          'the Populists’ campaign for free silver and a graduated income tax',
          'the rise of the Knights of Labor among railroad and factory workers',
          'the census finding that settlement no longer had a frontier line',
        ],
        answer: 3,
        explanation:
          'The superintendent of the 1890 census reported that the unsettled area had been so broken into by settlement that there could hardly be said to be a frontier line; Turner opens his essay with that report, and the excerpt ends with "the frontier has gone". The Dawes Act (1887), the Populist platform (1892) and the Knights of Labor’s growth in the 1880s all belong to the same years, but the excerpt speaks of none of them: its subject is the end of free land.',
      },
      {
        id: 'p2-q-36', number: 36, period: 6, skill: 'comparison',
        question: 'Turner’s account of the frontier differed most from that of',
        options: [
          'Theodore Roosevelt, whose Winning of the West celebrated frontier settlers',
          'Horace Greeley, who urged young men to seek their fortunes in the West',
          'Homestead Act backers, who saw free land as a path to independence',
          'Helen Hunt Jackson, who told of the broken treaties behind settlement',
        ],
        answer: 3,
        explanation:
          'Turner treats the land as "free" and its settlement as the source of democracy, leaving out the Native nations who lived there; Helen Hunt Jackson’s A Century of Dishonor (1881) recorded the treaties broken and the lands taken to open the West. Roosevelt’s The Winning of the West, Greeley’s advice to go west and the backers of the Homestead Act (1862) all shared Turner’s view of western land as opportunity and of settlers as its heroes.',
      },
      {
        id: 'p2-q-37', number: 37, period: 6, skill: 'sourcing-and-situation',
        question: 'Turner’s interpretation is best understood as',
        options: [
          'a reply to scholars who traced American institutions to European roots',
          'a defense of Native nations’ claims to the lands settlers had taken',
          'an argument that the conflict over slavery was the key to American history',
          'a call for Congress to open the remaining public lands to settlement',
        ],
        answer: 0,
        explanation:
          'Historians of Turner’s day, among them his teacher Herbert Baxter Adams, traced American democracy to "germs" carried from Europe; Turner answered that the frontier made immigrants a people "English in neither nationality nor characteristics". The excerpt calls the West "free land", ignoring Native claims rather than defending them; it names the westward movement, not slavery, as the key to American history; and it describes a frontier that "has gone" instead of asking Congress to open more land.',
      },
    ],
  },
  {
    id: 'e2-set-11',
    stimulus: {
      title: 'Women’s voting rights by state before 1920',
      text: 'The map shows, for the 48 states of 1920, where women had won the right to vote in all elections on the same terms as men by state action, and when.',
      source: {
        kind: 'public-domain',
        author: 'Ida Husted Harper, editor',
        work: 'The History of Woman Suffrage, Volume 6',
        year: 1922,
        adapted: true,
      },
      visual: {
        kind: 'state-map',
        caption: 'Full voting rights for women by state, before 1920',
        legend: [
          { key: 'by-1914', label: 'Full suffrage won by 1914' },
          { key: '1917-1918', label: 'Full suffrage won in 1917 or 1918' },
          { key: 'none', label: 'No full suffrage before 1920' },
        ],
        states: {
          WY: 'by-1914', CO: 'by-1914', UT: 'by-1914', ID: 'by-1914', WA: 'by-1914', CA: 'by-1914', OR: 'by-1914', KS: 'by-1914', AZ: 'by-1914', NV: 'by-1914', MT: 'by-1914',
          NY: '1917-1918', MI: '1917-1918', SD: '1917-1918', OK: '1917-1918',
          ME: 'none', NH: 'none', VT: 'none', MA: 'none', RI: 'none', CT: 'none', NJ: 'none', PA: 'none', DE: 'none', MD: 'none',
          VA: 'none', WV: 'none', NC: 'none', SC: 'none', GA: 'none', FL: 'none', AL: 'none', MS: 'none', TN: 'none', KY: 'none',
          OH: 'none', IN: 'none', IL: 'none', WI: 'none', MN: 'none', IA: 'none', MO: 'none', AR: 'none', LA: 'none', TX: 'none',
          NE: 'none', ND: 'none', NM: 'none',
        },
        note: 'Wyoming and Utah let women vote as territories (1869 and 1870) and kept full suffrage as states (1890 and 1896, Utah after Congress took it away in 1887). Many states shown without full suffrage let women vote in school, city or presidential elections. Alaska and Hawaii, then territories, are not shown.',
      },
    },
    questions: [
      {
        id: 'p2-q-38', number: 38, period: 7, skill: 'causation',
        question: 'The pattern shown on the map resulted most directly from',
        options: [
          'federal laws that gave women the vote in the western territories',
          'early victories for the women’s rights movement in New York',
          'newer western states’ fluid politics and weaker anti-suffrage forces',
          'a Supreme Court ruling that citizenship gave women the vote',
        ],
        answer: 2,
        explanation:
          'Suffrage came first in the thinly settled West, where politics were new, parties courted every voter, Populists and Progressives allied with suffragists, and the opposition of liquor interests and city machines was weaker. Congress gave women no vote in the territories, and in 1887 it took away the vote Utah’s women had; New York, home of the Seneca Falls meeting, won full suffrage only in 1917; and in Minor v. Happersett (1875) the Supreme Court held that citizenship did not carry a right to vote.',
      },
      {
        id: 'p2-q-39', number: 39, period: 7, skill: 'continuity-and-change',
        question: 'Which of the following later developments most directly extended the change shown on the map to the whole nation?',
        options: [
          'the ratification of the Nineteenth Amendment in 1920',
          'Congress’s approval of the Equal Rights Amendment in 1972',
          'the Twenty-fourth Amendment’s ban on poll taxes in federal elections',
          'the Seventeenth Amendment’s provision for electing senators by popular vote',
        ],
        answer: 0,
        explanation:
          'The Nineteenth Amendment barred denying the vote on account of sex in every state, carrying the western and wartime victories on the map to the states still without full suffrage, most of them in the South and Northeast. The Equal Rights Amendment, approved by Congress in 1972, was never ratified and concerned equal rights in general; the Twenty-fourth Amendment (1964) ended poll taxes for voters of both sexes; and the Seventeenth Amendment (1913) changed how senators were chosen, not who could vote.',
      },
      {
        id: 'p2-q-40', number: 40, period: 7, skill: 'comparison',
        question: 'Compared with the states that won full suffrage by 1914, the states without full suffrage before 1920 were more likely to be',
        options: [
          'in the South and the Northeast',
          'west of the Mississippi River',
          'among the states admitted to the Union after 1889',
          'on the Pacific coast',
        ],
        answer: 0,
        explanation:
          'All eleven states with full suffrage by 1914 lay west of the Mississippi, while every state of the old South and all of New England and the mid-Atlantic except New York lacked it in 1920. Most states west of the Mississippi had full suffrage; of the six states admitted after 1889 (Idaho, Wyoming, Utah, Oklahoma, Arizona and New Mexico), only New Mexico lacked it; and all three Pacific states had it by 1912.',
      },
      {
        id: 'p2-q-41', number: 41, period: 7, skill: 'contextualization',
        question: 'The suffrage victories of 1917 and 1918 shown on the map took place in the context of',
        options: [
          'the Great Migration of Black southerners to northern cities',
          'a Red Scare that led to raids on radical groups',
          'American entry into the First World War',
          'the Progressive Party’s campaign for president in 1912',
        ],
        answer: 2,
        explanation:
          'New York (1917) and Michigan, South Dakota and Oklahoma (1918) voted for suffrage while the nation was at war; suffragists pointed to women’s war work and to a war fought for democracy, and President Wilson urged the Senate in 1918 to pass the amendment as a war measure. The Great Migration changed northern cities but was not what moved these state votes; the Red Scare and the Palmer raids came in 1919-1920, after them; and the Progressive Party’s 1912 campaign, which endorsed suffrage, had faded years before.',
      },
    ],
  },
  {
    id: 'e2-set-12',
    stimulus: {
      title: 'A Supreme Court opinion, 1919',
      text:
        'The indictment charges a conspiracy to violate the Espionage Act of 1917 by causing insubordination in the military and naval forces and by obstructing the recruiting and enlistment service of the United States, when the United States was at war with the German Empire: the defendants had a document printed and sent to men who had been called and accepted for military service. …\n\n' +
        'We admit that in many places and in ordinary times the defendants in saying all that was said in the circular would have been within their constitutional rights. But the character of every act depends upon the circumstances in which it is done. The most stringent protection of free speech would not protect a man in falsely shouting fire in a theatre and causing a panic. … The question in every case is whether the words used are used in such circumstances and are of such a nature as to create a clear and present danger that they will bring about the substantive evils that Congress has a right to prevent. … When a nation is at war many things that might be said in time of peace are such a hindrance to its effort that their utterance will not be endured so long as men fight.',
      source: { kind: 'us-government', author: 'Oliver Wendell Holmes Jr., for the Supreme Court', work: 'Schenck v. United States', year: 1919, adapted: true },
    },
    questions: [
      {
        id: 'p2-q-42', number: 42, period: 7, skill: 'sourcing-and-situation',
        question: 'Holmes’s reasoning in the excerpt is best understood as',
        options: [
          'a claim that war can justify limits on speech that peace would not allow',
          'a defense of the defendants’ right to urge resistance to the draft',
          'an argument that Congress may never punish political speech',
          'a finding that the wartime draft was a form of involuntary servitude',
        ],
        answer: 0,
        explanation:
          'Holmes grants that the circular would have been protected "in ordinary times" but holds that "the character of every act depends upon the circumstances": in wartime, words that create a clear and present danger may be punished. He upholds the conviction, so he does not defend the defendants’ right; he says Congress has "a right to prevent" certain evils, not that it may never punish speech; and the claim that the draft was involuntary servitude was the circular’s, which the Court had already rejected in 1918.',
      },
      {
        id: 'p2-q-43', number: 43, period: 8, skill: 'continuity-and-change',
        question: 'Which of the following later rulings most narrowed the government’s power over speech as the excerpt describes it?',
        options: [
          'Debs v. United States, which upheld a conviction for an antiwar speech',
          'Brandenburg v. Ohio, which protected advocacy short of inciting lawless action',
          'Korematsu v. United States, which upheld the removal of Japanese Americans',
          'Dennis v. United States, which upheld Communist leaders’ convictions',
        ],
        answer: 1,
        explanation:
          'In Brandenburg v. Ohio (1969) the Court held that advocating force or lawbreaking may be punished only when it is directed to inciting imminent lawless action and likely to produce it, a far narrower test than Holmes’s "clear and present danger". Debs (1919) applied Schenck to jail a Socialist leader, and Dennis (1951) upheld the convictions of Communist Party leaders on a test looser still: both kept or widened the government’s power. Korematsu (1944) concerned wartime removal and detention, not speech.',
      },
      {
        id: 'p2-q-44', number: 44, period: 7, skill: 'comparison',
        question: 'Holmes’s reasoning in the excerpt differed most from the views of',
        options: [
          'Wilson administration officials who enforced the Sedition Act of 1918',
          'the founders of the American Civil Liberties Union in 1920',
          'Attorney General A. Mitchell Palmer during the raids on radicals',
          'the Committee on Public Information, which rallied Americans behind the war',
        ],
        answer: 1,
        explanation:
          'The American Civil Liberties Union grew out of wartime efforts to defend conscientious objectors and critics of the war, and its founders held that speech should be free in war as in peace. Officials enforcing the Sedition Act, Palmer’s Justice Department and George Creel’s Committee on Public Information all treated disloyal talk in wartime as a danger to be silenced, a view close to the one Holmes upheld.',
      },
      {
        id: 'p2-q-45', number: 45, period: 7, skill: 'claims-and-evidence',
        question: 'Which of the following would best support Holmes’s view that in wartime some words are "a hindrance" to the nation’s effort?',
        options: [
          'the government’s reliance on a draft to raise an army of millions',
          'the large majorities by which Congress voted to declare war in 1917',
          'the rapid growth of war industries that hired women and Black migrants',
          'the wartime bond drives that raised billions of dollars from citizens',
        ],
        answer: 0,
        explanation:
          'The circular was sent to men called for military service, and the United States raised most of its army of about four million by the Selective Service Act of 1917: words urging draftees to resist struck at that effort directly. Congress’s large votes for war show support for the war, not harm done by speech; the hiring of women and Black migrants and the Liberty Loan drives show the home front working, not words hindering it.',
      },
    ],
  },
  {
    id: 'e2-set-13',
    stimulus: {
      title: 'A televised address, 1963',
      text:
        'Today we are committed to a worldwide struggle to promote and protect the rights of all who wish to be free. And when Americans are sent to Vietnam or West Berlin, we do not ask for whites only. It ought to be possible, therefore, for American students of any color to attend any public institution they select without having to be backed up by troops. …\n\n' +
        'We are confronted primarily with a moral issue. It is as old as the scriptures and is as clear as the American Constitution. … One hundred years of delay have passed since President Lincoln freed the slaves, yet their heirs, their grandsons, are not fully free. …\n\n' +
        'I am, therefore, asking the Congress to enact legislation giving all Americans the right to be served in facilities which are open to the public: hotels, restaurants, theaters, retail stores, and similar establishments.',
      source: { kind: 'us-government', author: 'John F. Kennedy', work: 'Radio and Television Report to the American People on Civil Rights', year: 1963, adapted: true },
    },
    questions: [
      {
        id: 'p2-q-46', number: 46, period: 8, skill: 'sourcing-and-situation',
        question: 'Kennedy’s references to Vietnam and West Berlin are best understood as',
        options: [
          'a warning that Soviet agents were stirring up civil rights protests',
          'a call to bring troops home from abroad to enforce desegregation',
          'a pledge to end segregation in the armed forces by executive order',
          'an effort to tie rights at home to the nation’s Cold War claims abroad',
        ],
        answer: 3,
        explanation:
          'Kennedy sets the "worldwide struggle" for freedom beside soldiers who are not asked to be "whites only": a nation claiming to lead the free world against communism could not deny its own citizens equal rights. He never blames Soviet agents for the protests; he wants students protected without troops, not troops brought home; and the armed forces had been ordered desegregated by Truman in 1948.',
      },
      {
        id: 'p2-q-47', number: 47, period: 8, skill: 'contextualization',
        question: 'The address was delivered in the context of',
        options: [
          'the March on Washington for Jobs and Freedom at the Lincoln Memorial',
          'the Freedom Summer drive to register Black voters in Mississippi',
          'protests in Birmingham and a standoff at the University of Alabama',
          'the marches from Selma to Montgomery for Black voting rights',
        ],
        answer: 2,
        explanation:
          'Kennedy spoke on the evening of June 11, 1963, the day Governor George Wallace stood in the door of the University of Alabama until federalized National Guard troops arrived, which is why he speaks of students "backed up by troops"; the Birmingham protests against segregated stores and lunch counters that spring lie behind his call to open public facilities. The March on Washington came that August, Freedom Summer in 1964 and the Selma marches in 1965.',
      },
      {
        id: 'p2-q-48', number: 48, period: 8, skill: 'continuity-and-change',
        question: 'The legislation Kennedy asks for in the excerpt was later enacted as',
        options: [
          'the Civil Rights Act of 1964, which barred segregation in public places',
          'the Voting Rights Act of 1965, which suspended literacy tests for voting',
          'the Twenty-fourth Amendment, which banned poll taxes in federal elections',
          'the Civil Rights Act of 1968, which barred discrimination in housing',
        ],
        answer: 0,
        explanation:
          'Title II of the Civil Rights Act of 1964 opened hotels, restaurants, theaters and other public accommodations to all, the "facilities which are open to the public" Kennedy names. The Voting Rights Act and the Twenty-fourth Amendment protected voting, and the Civil Rights Act of 1968 (the Fair Housing Act) covered the sale and rental of housing; none of them concerned service in public facilities.',
      },
      {
        id: 'p2-q-49', number: 49, period: 8, skill: 'causation',
        question: 'Southern opposition in Congress to the measure Kennedy proposed most directly led to',
        options: [
          'the bill’s defeat in the House of Representatives in 1963',
          'a Senate filibuster that lasted for months before it was broken',
          'a Supreme Court ruling that struck down the law’s ban on segregation',
          'the removal of public accommodations from the final bill',
        ],
        answer: 1,
        explanation:
          'Southern senators filibustered the bill from March 1964 until the Senate voted cloture on June 10, the first time it had ended a filibuster on a civil rights bill. The House passed the bill in February 1964; the Supreme Court upheld its public accommodations title in Heart of Atlanta Motel v. United States (1964); and that title stayed in the law Johnson signed on July 2.',
      },
    ],
  },
  {
    id: 'e2-set-14',
    stimulus: {
      title: 'Births per 1,000 Americans, 1930-1970',
      text: 'The chart shows the number of births each year for every 1,000 people in the United States, at five-year intervals.',
      source: {
        kind: 'us-government',
        author: 'U.S. Census Bureau',
        work: 'Historical Statistics of the United States, Colonial Times to 1970',
        year: 1975,
        adapted: true,
      },
      visual: {
        kind: 'line-chart',
        caption: 'Birth rate in the United States, 1930-1970',
        xLabel: 'Year',
        yLabel: 'Births per 1,000 people',
        series: [
          {
            name: 'Births per 1,000 people',
            points: [
              { x: 1930, y: 21.3 },
              { x: 1935, y: 18.7 },
              { x: 1940, y: 19.4 },
              { x: 1945, y: 20.4 },
              { x: 1950, y: 24.1 },
              { x: 1955, y: 25.0 },
              { x: 1960, y: 23.7 },
              { x: 1965, y: 19.4 },
              { x: 1970, y: 18.4 },
            ],
          },
        ],
        note: 'Figures as published, to one decimal place; they include an estimate of births that went unregistered.',
      },
    },
    questions: [
      {
        id: 'p2-q-50', number: 50, period: 8, skill: 'causation',
        question: 'The rise in the chart after 1945 resulted most directly from',
        options: [
          'federal cash payments to families for each child born',
          'a decline in the number of couples marrying after the war',
          'prosperity and early marriages as veterans came home',
          'the introduction of the birth control pill',
        ],
        answer: 2,
        explanation:
          'Returning veterans married young and had children in a booming economy, with GI Bill mortgages and steady jobs making larger families affordable: the baby boom. The United States paid no bonus per child; marriages rose after the war rather than declining; and the birth control pill, approved in 1960, helped bring the rate down in the 1960s, not up.',
      },
      {
        id: 'p2-q-51', number: 51, period: 8, skill: 'continuity-and-change',
        question: 'Which of the following most directly continued the trend shown in the chart after 1960?',
        options: [
          'a return to the birth rates of the 1950s during the 1970s',
          'larger families among suburban couples in the 1970s',
          'fewer births in the 1970s as more women took paid jobs',
          'a jump in births after the military draft ended in 1973',
        ],
        answer: 2,
        explanation:
          'The rate fell from 23.7 in 1960 to 18.4 in 1970, and it kept falling in the 1970s, to below 15 per 1,000, as more women stayed in school, took paid work and used the pill. Birth rates never returned to their 1950s level, families grew smaller rather than larger, and the end of the draft brought no jump in births.',
      },
      {
        id: 'p2-q-52', number: 52, period: 8, skill: 'comparison',
        question: 'Compared with the birth rate of the mid-1930s, the birth rate of the mid-1950s',
        options: [
          'was about the same, near 20 births per 1,000 people',
          'was lower, as couples put off children during the Cold War',
          'was about twice as high, near 40 births per 1,000 people',
          'was about a third higher, near 25 births per 1,000 people',
        ],
        answer: 3,
        explanation:
          'The chart gives 18.7 births per 1,000 in 1935, in the Great Depression, and 25.0 in 1955, about a third higher. The rate was not the same or lower: the Cold War years were the height of the baby boom; and it never came near 40 per 1,000 in these years.',
      },
    ],
  },
  {
    id: 'e2-set-15',
    stimulus: {
      title: 'The federal budget balance, 1980-2005',
      text: 'The chart shows the federal government’s surplus (above zero) or deficit (below zero) in selected fiscal years.',
      source: {
        kind: 'us-government',
        author: 'Office of Management and Budget',
        work: 'Historical Tables, Budget of the U.S. Government, Fiscal Year 2025, Table 1.1',
        year: 2024,
        adapted: true,
      },
      visual: {
        kind: 'line-chart',
        caption: 'Federal surplus or deficit (-), selected fiscal years 1980-2005',
        xLabel: 'Fiscal year',
        yLabel: 'Surplus or deficit (billions of dollars)',
        series: [
          {
            name: 'Surplus or deficit (billions of dollars)',
            points: [
              { x: 1980, y: -74 },
              { x: 1985, y: -212 },
              { x: 1990, y: -221 },
              { x: 1992, y: -290 },
              { x: 1995, y: -164 },
              { x: 1998, y: 69 },
              { x: 2000, y: 236 },
              { x: 2005, y: -318 },
            ],
          },
        ],
        note: 'Figures in current dollars, not adjusted for inflation, rounded to the nearest billion.',
      },
    },
    questions: [
      {
        id: 'p2-q-53', number: 53, period: 9, skill: 'causation',
        question: 'The change in the chart between 1980 and 1985 resulted most directly from',
        options: [
          'the cost of fighting the Persian Gulf War against Iraq',
          'tax cuts combined with a large buildup of military spending',
          'the creation of Medicare and Medicaid under the Great Society',
          'the federal rescue of failed savings and loan institutions',
        ],
        answer: 1,
        explanation:
          'The Economic Recovery Tax Act of 1981 cut income tax rates by about a quarter while Reagan’s defense buildup raised military spending, so the deficit nearly tripled. The Persian Gulf War came in 1991 and was largely paid for by allies; Medicare and Medicaid date from 1965; and the savings and loan rescue began in 1989, after the years in question.',
      },
      {
        id: 'p2-q-54', number: 54, period: 9, skill: 'claims-and-evidence',
        question: 'The data in the chart best support which of the following claims?',
        options: [
          'Deficits grew smaller in every year of the Reagan presidency',
          'The federal budget ran a surplus for a few years around 2000',
          'The largest deficit in these years came in the early 1990s',
          'Deficits disappeared soon after the end of the Cold War in 1991',
        ],
        answer: 1,
        explanation:
          'The chart shows surpluses in 1998 and 2000, the first since 1969, before a deficit of 318 billion dollars in 2005. The deficit grew from 74 to 212 billion dollars between 1980 and 1985, under Reagan; the largest deficit shown is 2005’s, not 1992’s; and in 1992 and 1995, after the Cold War, the budget was still in deficit.',
      },
      {
        id: 'p2-q-55', number: 55, period: 9, skill: 'continuity-and-change',
        question: 'Which of the following later developments most directly reversed the trend shown in the chart from 1995 to 2000?',
        options: [
          'the Affordable Care Act’s expansion of health coverage in 2010',
          'spending caps set by the Budget Control Act of 2011',
          'a boom in technology stocks that raised tax revenues',
          'tax cuts in 2001 and 2003 and the costs of two wars',
        ],
        answer: 3,
        explanation:
          'After 2000 the Bush tax cuts of 2001 and 2003, the wars in Afghanistan and Iraq and the 2001 recession turned the surplus into the deficit of 2005 that the chart shows. The Affordable Care Act (2010) and the Budget Control Act (2011) came after the chart’s last year, when deficits were already large, and the caps were meant to shrink them; the technology boom of the late 1990s helped create the surplus rather than reversing it.',
      },
    ],
  },
];
