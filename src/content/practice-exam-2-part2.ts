import type { McqSet } from './schema';

/** Practice exam 2, questions 31-55 (periods 6 to 9), written for Pocket AP. */
export const practiceExam2Part2: McqSet[] = [
  {
    id: 'e2-set-09',
    stimulus: {
      title: 'Railroad mileage in the United States, 1860-1900',
      text: 'The chart shows the miles of railroad in operation in the United States at each census year from 1860 to 1900.',
      source: {
        kind: 'us-government',
        author: 'U.S. Census Bureau',
        work: 'Historical Statistics of the United States, Colonial Times to 1970',
        year: 1975,
        adapted: true,
      },
      visual: {
        kind: 'line-chart',
        caption: 'Miles of railroad in operation, 1860-1900',
        xLabel: 'Year',
        yLabel: 'Miles of railroad (thousands)',
        series: [
          {
            name: 'Miles of railroad (thousands)',
            points: [
              { x: 1860, y: 31 },
              { x: 1870, y: 53 },
              { x: 1880, y: 93 },
              { x: 1890, y: 164 },
              { x: 1900, y: 193 },
            ],
          },
        ],
        note: 'Figures rounded to the nearest thousand miles.',
      },
    },
    questions: [
      {
        id: 'p2-q-31', number: 31, period: 6, skill: 'causation',
        question: 'The growth shown in the chart most directly contributed to',
        options: [
          'a decline in the share of the economy held by large corporations',
          'the shift of most freight from railroads to canals and rivers',
          'the decline of Chicago as a hub of the trade in grain and meat',
          'the rise of a national market for farm and factory goods',
        ],
        answer: 3,
        explanation:
          'Six times as much track by 1900 tied farms, mines and factories into one market: western wheat and beef reached eastern cities, and mail-order firms and national brands sold across the country. Railroads were themselves the first giant corporations, and they drew the steel, coal and oil trusts after them, so big business grew rather than shrank; freight moved from canals and rivers to the railroads, not the other way; and Chicago boomed as the railroads’ hub for grain, lumber and meatpacking.',
      },
      {
        id: 'p2-q-32', number: 32, period: 6, skill: 'contextualization',
        question: 'The trend shown in the chart is best understood in the context of',
        options: [
          'the spread of canal building as states competed for western trade',
          'government aid to railroads, including large grants of public land',
          'the rise of the American Railway Union among railroad workers',
          'the federal government’s purchase of the nation’s rail lines',
        ],
        answer: 1,
        explanation:
          'Congress gave the transcontinental lines and others about 130 million acres of public land, plus loans, and states and towns added their own grants and bonds: public aid paid for much of the building the chart shows. The canal boom was a feature of the 1820s to 1840s, before the railroad age; the American Railway Union was founded in 1893, after most of the track was laid, and it organized workers rather than building lines; and the federal government never bought the railroads (it ran them only briefly during the First World War).',
      },
      {
        id: 'p2-q-33', number: 33, period: 6, skill: 'claims-and-evidence',
        question: 'Which of the following claims do the data in the chart best support?',
        options: [
          'Railroad building stopped during the depression of the 1870s',
          'The nation’s railroad mileage grew about sixfold in these years',
          'Most of the nation’s railroad track was laid before the Civil War began',
          'The fastest growth in mileage came in the decade of the 1890s',
        ],
        answer: 1,
        explanation:
          'Mileage rose from about 31,000 miles in 1860 to about 193,000 in 1900, a little over six times as much. The chart shows 40,000 miles added in the 1870s despite the depression that began in 1873; only about 31,000 of the 193,000 miles existed in 1860; and the 1890s added about 29,000 miles, far fewer than the 71,000 of the 1880s.',
      },
    ],
  },
  {
    id: 'e2-set-10',
    stimulus: {
      title: 'On the choice of presidents',
      text:
        'Europeans often ask, and Americans do not always explain, how it happens that this great office, the greatest in the world, to which anyone can rise by his own merits, is not more frequently filled by great and striking men. … The proportion of first-rate ability drawn into politics is smaller in America than in most European countries. … Eminent men make more enemies, and give those enemies more points of attack, than obscure men do. …\n\n' +
        'It must also be remembered that the merits of a President are one thing and those of a candidate another thing. What the party managers want is a candidate who will win: a safe man, better still a man from a large and doubtful state, whom no section of the party dislikes. …\n\n' +
        'Great men are not chosen Presidents, first, because great men are rare in politics; secondly, because the method of choice does not bring them to the top; thirdly, because they are not, in quiet times, absolutely needed.',
      source: { kind: 'public-domain', author: 'James Bryce', work: 'The American Commonwealth', year: 1888, adapted: true },
    },
    questions: [
      {
        id: 'p2-q-34', number: 34, period: 6, skill: 'claims-and-evidence',
        question: 'Which of the following best describes the main argument of the excerpt?',
        options: [
          'Presidents of the era were chosen by Congress rather than by the voters',
          'Voters insisted on presidents who had served as generals in the Civil War',
          'The party system and its nominating habits seldom raised great men to power',
          'Corrupt civil service appointments kept honest men out of public life',
        ],
        answer: 2,
        explanation:
          'Bryce gives three reasons, and two of them are about the system: too little talent goes into American politics, and party managers, who want "a candidate who will win", prefer a safe man to an eminent one who has made enemies. Presidents were chosen by electors the voters picked, not by Congress; Bryce says nothing of military service; and his complaint is not corruption in appointments but the way candidates are chosen.',
      },
      {
        id: 'p2-q-35', number: 35, period: 6, skill: 'contextualization',
        question: 'The excerpt reflects the context of which of the following features of national politics in the 1870s and 1880s?',
        options: [
          'Republican dominance of every region after Reconstruction',
          'the choice of party nominees in direct primary elections',
          'third parties that won a large share of the electoral vote',
          'close elections decided by a few large swing states',
        ],
        answer: 3,
        explanation:
          'Bryce’s "large and doubtful state" fits the elections of 1876 to 1888, when the popular vote was split almost evenly and New York, Indiana and Ohio decided the winner, so parties chose safe candidates from such states. Democrats held the "Solid South" after Reconstruction, so no party dominated every region; direct primaries came only after 1900; and third parties such as the Greenbackers won no electoral votes in these years.',
      },
      {
        id: 'p2-q-36', number: 36, period: 7, skill: 'comparison',
        question: 'Compared with the nominating methods Bryce describes, the direct primaries adopted in many states after 1900 were intended to',
        options: [
          'replace the Electoral College with a national popular vote',
          'return the choice of nominees to party caucuses in Congress',
          'limit presidents to a single term of six years',
          'give voters, not party managers, the choice of nominees',
        ],
        answer: 3,
        explanation:
          'Progressives such as Robert La Follette, whose Wisconsin adopted the first statewide direct primary in 1903, wanted party voters rather than the "party managers" of conventions to pick candidates. The Electoral College was kept; the congressional caucus, dropped after 1824, was a method of insiders, the opposite of the primaries’ aim; and a single six-year term, often proposed and never adopted, concerned how long a president serves, not how nominees are chosen.',
      },
      {
        id: 'p2-q-37', number: 37, period: 6, skill: 'sourcing-and-situation',
        question: 'The excerpt is best understood as',
        options: [
          'a comparative study of how the party system shaped who became president',
          'a campaign document urging Americans to elect a Civil War hero',
          'a defense of party patronage as a fair reward for loyal service',
          'a call to abolish the parties and elect presidents without any nominations',
        ],
        answer: 0,
        explanation:
          'Bryce, a British scholar and politician who had travelled widely in the United States, answers a question "Europeans often ask" and measures American politics against "most European countries": he explains how the system works rather than campaigning or reforming. He backs no candidate, so the excerpt is not a campaign document; it says nothing in favor of patronage; and it explains why the method of choice passes over great men without calling for parties to be abolished.',
      },
    ],
  },
  {
    id: 'e2-set-11',
    stimulus: {
      title: 'Motor vehicles registered in the United States, 1910-1930',
      text: 'The chart shows the number of motor vehicles registered in the United States at five-year intervals from 1910 to 1930.',
      source: {
        kind: 'us-government',
        author: 'U.S. Census Bureau',
        work: 'Historical Statistics of the United States, Colonial Times to 1970',
        year: 1975,
        adapted: true,
      },
      visual: {
        kind: 'bar-chart',
        caption: 'Motor vehicle registrations, 1910-1930',
        valueLabel: 'Vehicles registered (millions)',
        bars: [
          { label: '1910', value: 0.5 },
          { label: '1915', value: 2.5 },
          { label: '1920', value: 9.2 },
          { label: '1925', value: 20.1 },
          { label: '1930', value: 26.7 },
        ],
        note: 'Cars, trucks and buses, rounded to the nearest hundred thousand.',
      },
    },
    questions: [
      {
        id: 'p2-q-38', number: 38, period: 7, skill: 'causation',
        question: 'The growth shown in the chart most directly contributed to',
        options: [
          'a decline in the number of Americans buying goods on credit',
          'an end to federal aid for road building until the New Deal',
          'the spread of suburbs beyond the reach of streetcar lines',
          'a fall in the national demand for oil and rubber',
        ],
        answer: 2,
        explanation:
          'With some 27 million vehicles by 1930, families could live beyond the streetcar lines and drive to work and stores, and suburbs grew fast in the 1920s. Cars were the leading good bought on the installment plan, so credit buying grew; Congress had begun federal aid for roads in 1916 and expanded it in 1921; and the demand for gasoline and tires soared, making oil and rubber boom industries.',
      },
      {
        id: 'p2-q-39', number: 39, period: 7, skill: 'contextualization',
        question: 'The trend shown in the chart is best understood in the context of',
        options: [
          'mass production methods such as the moving assembly line',
          'the prohibition of alcohol under the Eighteenth Amendment',
          'the Great Migration of Black southerners to northern cities',
          'the limits on immigration set by national-origin quotas',
        ],
        answer: 0,
        explanation:
          'Henry Ford’s moving assembly line, running from 1913, cut the time to build a Model T from about twelve hours to about an hour and a half, and its price fell below 300 dollars by the mid-1920s, putting cars within reach of ordinary families. Prohibition, the Great Migration and the immigration quotas all belong to the same years, but none of them explains why so many more Americans could buy a car.',
      },
      {
        id: 'p2-q-40', number: 40, period: 7, skill: 'comparison',
        question: 'Compared with the 1910s, the growth in registrations during the 1920s',
        options: [
          'added about twice as many vehicles as the 1910s had',
          'was slower, because most American families already owned a car',
          'came mostly from trucks bought by farmers',
          'stopped by 1925, when the car market was full',
        ],
        answer: 0,
        explanation:
          'Registrations rose by about 8.7 million in the 1910s (0.5 to 9.2 million) and by about 17.5 million in the 1920s (9.2 to 26.7 million), about twice as many. Growth was faster, not slower; the chart counts all vehicles without dividing cars from trucks, so it cannot show that trucks drove the growth; and the chart shows about 6.6 million more vehicles in 1930 than in 1925, so growth had not stopped by 1925.',
      },
      {
        id: 'p2-q-41', number: 41, period: 8, skill: 'continuity-and-change',
        question: 'Which of the following later developments most directly continued the trend shown in the chart?',
        options: [
          'the fall in car sales during the Great Depression',
          'the halt to civilian car production during World War II',
          'the boom in car ownership and highway building after 1945',
          'the spread of streetcar lines in cities in the 1930s',
        ],
        answer: 2,
        explanation:
          'After the war, car ownership climbed again with prosperity and the move to suburbs, and the Federal-Aid Highway Act of 1956 began the interstate highway system. Car sales collapsed in the Depression and civilian car production stopped from 1942 to 1945, both breaks in the trend; and streetcar lines shrank in the 1930s as buses and cars replaced them.',
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
