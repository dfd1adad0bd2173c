import type { McqSet } from './schema';

/** Questions 27-55 of the practice exam (periods 5 to 9), written for Pocket AP. */
export const mcqSetsPart2: McqSet[] = [
  {
    id: 'p2-set-01',
    stimulus: {
      title: 'The election of 1860',
      text: 'The map shows which candidate won each state’s electoral votes in the presidential election of 1860. Each square is a state, placed roughly where it lies; territories, which did not vote, are not shown.',
      source: { kind: 'us-government', author: 'U.S. Senate', work: 'Journal of the Senate, February 13, 1861 (the count of the electoral votes)', year: 1861, adapted: true },
      visual: {
        kind: 'state-map',
        caption: 'Electoral votes by state, 1860',
        legend: [
          { key: 'lincoln', label: 'Abraham Lincoln (Republican)' },
          { key: 'douglas', label: 'Stephen A. Douglas (Northern Democrat)' },
          { key: 'breckinridge', label: 'John C. Breckinridge (Southern Democrat)' },
          { key: 'bell', label: 'John Bell (Constitutional Union)' },
        ],
        states: {
          ME: 'lincoln', NH: 'lincoln', VT: 'lincoln', MA: 'lincoln', RI: 'lincoln', CT: 'lincoln', NY: 'lincoln', NJ: 'lincoln', PA: 'lincoln',
          OH: 'lincoln', MI: 'lincoln', IN: 'lincoln', IL: 'lincoln', WI: 'lincoln', MN: 'lincoln', IA: 'lincoln', CA: 'lincoln', OR: 'lincoln',
          MO: 'douglas',
          DE: 'breckinridge', MD: 'breckinridge', NC: 'breckinridge', SC: 'breckinridge', GA: 'breckinridge', FL: 'breckinridge',
          AL: 'breckinridge', MS: 'breckinridge', LA: 'breckinridge', TX: 'breckinridge', AR: 'breckinridge',
          VA: 'bell', KY: 'bell', TN: 'bell',
        },
        note: 'New Jersey split its seven electoral votes: four for Lincoln, three for Douglas. Electoral votes in all: Lincoln 180, Breckinridge 72, Bell 39, Douglas 12 (152 were needed to win).',
      },
    },
    questions: [
      {
        id: 'q-27', number: 27, period: 5, skill: 'causation',
        question: 'The regional pattern of Lincoln’s victories shown on the map resulted most directly from',
        options: [
          'his party’s pledge to end slavery in the states where it already existed',
          'his party’s pledge to keep slavery out of the western territories',
          'his support for the Dred Scott ruling on slavery in the western territories',
          'his party’s call to annex Cuba and admit it to the Union as a slave state',
        ],
        answer: 1,
        explanation:
          'The Republican platform of 1860 opposed slavery’s expansion into the territories, a position with wide support in the free states and almost none in the slave states, where Lincoln was not even on the ballot in ten states. The same platform promised not to interfere with slavery in the states where it existed; Republicans rejected the Dred Scott decision; and annexing Cuba was a goal of Southern Democrats, not of Lincoln’s party.',
      },
      {
        id: 'q-28', number: 28, period: 5, skill: 'claims-and-evidence',
        question: 'Which of the following claims about the election does the map most directly support?',
        options: [
          'Bell’s Constitutional Union Party carried the cotton states of the Deep South.',
          'Lincoln won a majority of the popular votes cast across the nation.',
          'Douglas’s popular sovereignty carried most states of the Old Northwest.',
          'Lincoln won a majority of the electoral votes with the free states alone.',
        ],
        answer: 3,
        explanation:
          'Lincoln carried every free state (taking four of New Jersey’s seven electors) and won 180 of 303 electoral votes, more than the 152 needed, without a single slave state. He won only about 40 percent of the popular vote, which the map does not show; Douglas carried only Missouri and part of New Jersey; and Bell won the upper South states of Virginia, Kentucky and Tennessee, while Breckinridge carried the Deep South.',
      },
      {
        id: 'q-29', number: 29, period: 5, skill: 'causation',
        question: 'The outcome shown on the map led most directly to',
        options: [
          'the secession of Virginia, Tennessee and Arkansas within weeks of the election',
          'Congress’s adoption of the Crittenden Compromise to extend the Missouri line',
          'Maryland’s vote to secede, which left Washington surrounded by Confederate states',
          'the secession of South Carolina and six other slave states before Lincoln took office',
        ],
        answer: 3,
        explanation:
          'Between December 20, 1860, and February 1, 1861, South Carolina, Mississippi, Florida, Alabama, Georgia, Louisiana and Texas seceded, all states that voted for Breckinridge, and they formed the Confederacy before Lincoln’s inauguration in March. Virginia, Tennessee and Arkansas (two of them Bell states) seceded only after the firing on Fort Sumter in April 1861 and Lincoln’s call for troops; the Crittenden Compromise failed in Congress; and Maryland stayed in the Union.',
      },
      {
        id: 'q-30', number: 30, period: 5, skill: 'contextualization',
        question: 'The division of the Democratic vote between Douglas and Breckinridge shown on the map is best understood in the context of',
        options: [
          'Southern Democrats’ demand for federal protection of slavery in all the territories',
          'Southern anger at Douglas’s part in writing and passing the Kansas-Nebraska Act',
          'Northern Democrats’ demand for a higher tariff to protect their region’s factories',
          'a quarrel among Democrats over whether to annex all of Mexico after the war of 1846',
        ],
        answer: 0,
        explanation:
          'At the Charleston convention of 1860, Southern delegates demanded a federal slave code protecting slavery in every territory and walked out when Douglas’s supporters, holding to popular sovereignty, refused; the party then ran two candidates. The South had welcomed Douglas’s Kansas-Nebraska Act (1854); what turned Southern Democrats against him was his Freeport Doctrine (1858) and his opposition to the proslavery Lecompton Constitution. The tariff did not split the party in 1860, and the "All Mexico" debate ended with the Treaty of Guadalupe Hidalgo in 1848.',
      },
    ],
  },
  {
    id: 'p2-set-02',
    stimulus: {
      title: 'Frederick Jackson Turner on the frontier',
      text:
        'Up to our own day American history has been in a large degree the history of the colonization of the Great West. The existence of an area of free land, its continuous recession, and the advance of American settlement westward, explain American development. …\n\n' +
        'But the most important effect of the frontier has been in the promotion of democracy here and in Europe. As has been indicated, the frontier is productive of individualism. …\n\n' +
        'And now, four centuries from the discovery of America, at the end of a hundred years of life under the Constitution, the frontier has gone, and with its going has closed the first period of American history.',
      source: { kind: 'public-domain', author: 'Frederick Jackson Turner', work: 'The Significance of the Frontier in American History', year: 1893, adapted: true, historian: true },
    },
    questions: [
      {
        id: 'q-31', number: 31, period: 6, skill: 'contextualization',
        question: 'Turner’s claim in the last paragraph that "the frontier has gone" reflects the context of',
        options: [
          'a census report of 1890 that the West no longer had a clear line of settlement',
          'the depression that began with the Panic of 1893 and put millions of Americans out of work',
          'the Populist Party’s campaign of 1892 for free silver and an income tax',
          'the growth of industrial cities, which held more than a third of all Americans by 1890',
        ],
        answer: 0,
        explanation:
          'Turner opens his essay with the Superintendent of the Census’s statement, in a bulletin on the 1890 census, that the unsettled area had been so broken up "that there can hardly be said to be a frontier line." The depression of 1893, the Populists’ demands of 1892 and the growth of cities were all real conditions of the early 1890s, but Turner’s claim that the frontier "has gone" rests on the census report, not on them.',
      },
      {
        id: 'q-32', number: 32, period: 6, skill: 'claims-and-evidence',
        question: 'Which of the following would most directly challenge Turner’s description of the West as "an area of free land"?',
        options: [
          'the Homestead Act’s grants of 160 acres to settlers who lived on and farmed the land for five years',
          'the census finding that settlement had broken the western frontier line into many scattered pieces',
          'the army’s wars to take the northern Plains from the Lakota, Cheyenne and their allies',
          'the Timber Culture Act’s grants of land to settlers who planted and tended trees on the treeless Plains',
        ],
        answer: 2,
        explanation:
          'Calling the West "free land" leaves out the Native nations who held it: the Lakota, Cheyenne and Arapaho fought the army from the 1860s to the 1870s, and the Black Hills, promised to the Lakota in the Fort Laramie Treaty of 1868, were taken after gold was found there. The Homestead Act (1862) and the Timber Culture Act (1873) gave land to settlers almost free, which fits Turner’s description, and the census finding supports his claim that the frontier had closed rather than challenging it.',
      },
      {
        id: 'q-33', number: 33, period: 6, skill: 'claims-and-evidence',
        question: 'Which of the following would best support Turner’s claim that the frontier promoted democracy?',
        options: [
          'the power of railroad companies over the legislatures and courts of the new western states',
          'the federal Indian agents who ruled daily life on the western reservations',
          'the range wars and vigilante killings of the cattle country in the 1880s',
          'Wyoming’s grant of the vote to women as a territory in 1869 and as a state in 1890',
        ],
        answer: 3,
        explanation:
          'The West led in widening the vote: Wyoming Territory gave women the vote in 1869 and entered the Union in 1890 as the first state with women’s suffrage, and Colorado, Utah and Idaho followed in the 1890s. Railroad power over western legislatures and frontier vigilante violence cut against Turner’s picture of democratic frontier life, and the agents who governed reservations ran a system of federal control, not self-government.',
      },
    ],
  },
  {
    id: 'p2-set-03',
    stimulus: {
      title: 'Immigration to the United States, 1851–1930',
      text: 'The chart shows the number of immigrants admitted to the United States in each decade from 1851 to 1930.',
      source: { kind: 'us-government', author: 'U.S. Census Bureau', work: 'Historical Statistics of the United States, Colonial Times to 1970', year: 1975, adapted: true },
      visual: {
        kind: 'bar-chart',
        caption: 'Immigrants admitted by decade, 1851–1930',
        valueLabel: 'Immigrants (thousands)',
        bars: [
          { label: '1851–1860', value: 2598 },
          { label: '1861–1870', value: 2315 },
          { label: '1871–1880', value: 2812 },
          { label: '1881–1890', value: 5247 },
          { label: '1891–1900', value: 3688 },
          { label: '1901–1910', value: 8795 },
          { label: '1911–1920', value: 5736 },
          { label: '1921–1930', value: 4107 },
        ],
        note: 'Fiscal years; figures rounded to the nearest thousand.',
      },
    },
    questions: [
      {
        id: 'q-34', number: 34, period: 6, skill: 'causation',
        question: 'The rise from 1871–1880 to 1881–1890 shown in the chart resulted most directly from',
        options: [
          'a federal law of 1885 that let employers bring in European workers under labor contracts',
          'the Chinese Exclusion Act, which opened western jobs to Europeans',
          'the Homestead Act, which drew most new immigrants to free farms on the Great Plains',
          'demand for workers in the nation’s growing factories, mines and railroads',
        ],
        answer: 3,
        explanation:
          'The 1880s brought more than five million immigrants, most of them drawn by jobs in an industrializing economy: steel mills, mines, railroads and city workshops. The Foran Act of 1885 banned, rather than allowed, bringing in workers under labor contracts; the Chinese Exclusion Act of 1882 cut immigration from China and did not account for the rise; and although the Homestead Act drew some immigrants to the Plains, most newcomers of the 1880s settled in cities and industrial towns.',
      },
      {
        id: 'q-35', number: 35, period: 6, skill: 'contextualization',
        question: 'The high figures for 1881–1910 shown in the chart are best understood in the context of',
        options: [
          'a shift in immigrants’ origins toward Asia, led by migrants from China and Japan',
          'national-origins quotas that favored immigrants from northern and western Europe',
          'a shift in immigrants’ origins toward southern and eastern Europe, such as Italy',
          'the arrival of most immigrants through San Francisco’s Angel Island station',
        ],
        answer: 2,
        explanation:
          'From the 1880s more and more immigrants came from southern and eastern Europe: Italians, Poles, Jews from the Russian Empire, Greeks and others, the "new immigrants" who filled industrial cities and whom nativists later sought to restrict. Chinese immigration was cut off by the Exclusion Act of 1882 and Japanese immigration by the Gentlemen’s Agreement of 1907; national-origins quotas came only with the laws of 1921 and 1924; and most European immigrants entered through New York, at Ellis Island from 1892, while Angel Island, opened in 1910, processed mainly Asian immigrants.',
      },
      {
        id: 'q-36', number: 36, period: 7, skill: 'causation',
        question: 'The difference between the figures for 1901–1910 and 1921–1930 resulted most directly from',
        options: [
          'a collapse of the automobile and radio industries that had hired new immigrants',
          'the Chinese Exclusion Act and the Gentlemen’s Agreement that limited migration from Japan to America',
          'the quota laws of 1921 and 1924, aimed at immigrants from southern and eastern Europe',
          'the Great Depression, which cut the demand for immigrant workers after the stock market crash of 1929',
        ],
        answer: 2,
        explanation:
          'The Emergency Quota Act of 1921 and the Immigration Act of 1924 capped immigration from Europe and set quotas by national origin that favored northern and western Europe, cutting the "new immigration" that had peaked in 1901–1910. The Depression began only in late 1929, at the very end of the decade; Chinese exclusion (1882) and the Gentlemen’s Agreement (1907) limited Asian immigration, which had always been a small share of the total; and the automobile and radio industries boomed in the 1920s.',
      },
    ],
  },
  {
    id: 'p2-set-04',
    stimulus: {
      title: 'Jacob Riis describes a tenement',
      text:
        'Be a little careful, please! The hall is dark and you might stumble over the children pitching pennies back there. Here where the hall turns and dives into utter darkness is a step, and another, another. All the fresh air that ever enters these stairs comes from the hall-door that is forever slamming, and from the windows of dark bedrooms that in turn receive from the stairs their sole supply of the elements God meant to be free.\n\n' +
        'The sinks are in the hallway, that all the tenants may have access, and all be poisoned alike by their summer stenches. Here is a door. Listen! That short hacking cough, that tiny, helpless wail: what do they mean? The child is dying with measles. With half a chance it might have lived; but it had none. That dark bedroom killed it.',
      source: { kind: 'public-domain', author: 'Jacob A. Riis', work: 'How the Other Half Lives', year: 1890, adapted: true },
    },
    questions: [
      {
        id: 'q-37', number: 37, period: 6, skill: 'claims-and-evidence',
        question: 'Which of the following would best support the claim Riis makes in the last sentence of the excerpt?',
        options: [
          'Many immigrants in the tenements sent part of their wages to relatives in Europe.',
          'Political machines such as Tammany Hall gave tenement families coal and jobs in return for votes.',
          'Death rates in crowded tenement districts were far higher than in the city’s better-housed districts.',
          'Settlement houses offered tenement residents classes, clubs and care for their children.',
        ],
        answer: 2,
        explanation:
          'Riis says "that dark bedroom killed" the child: the building, not chance or the family, caused the death. Higher death rates where housing was worst support that claim. Money sent home, machine politics and settlement-house classes were all part of tenement life, but none of them shows that the housing itself caused disease and death.',
      },
      {
        id: 'q-38', number: 38, period: 7, skill: 'causation',
        question: 'Reformers who read descriptions like the one in the first paragraph most directly pressed for',
        options: [
          'the Meat Inspection Act of 1906, which set federal sanitary standards for packing houses',
          'the Keating-Owen Act of 1916, which kept goods made by child labor out of interstate commerce',
          'New York’s factory-safety laws passed after the Triangle Shirtwaist fire of 1911',
          'New York’s Tenement House Act of 1901, which required a window to the outside air in every room',
        ],
        answer: 3,
        explanation:
          'The first paragraph describes dark halls and bedrooms whose only air comes from the stairs; Riis’s writing and photographs helped bring the Tenement House Act of 1901, which required light, air and running water in new buildings. The meat inspection law answered Upton Sinclair’s exposure of the packing houses, the Keating-Owen Act answered child labor in mines and mills (the children here are playing, not working), and the factory laws answered deaths in a workshop, not in homes.',
      },
    ],
  },
  {
    id: 'p2-set-05',
    stimulus: {
      title: 'Woodrow Wilson, the Fourteen Points',
      text:
        'What we demand in this war is nothing peculiar to ourselves. It is that the world be made fit and safe to live in. The program of the world’s peace, therefore, is our program:\n\n' +
        'Open covenants of peace, openly arrived at, after which there shall be no private international understandings of any kind. Absolute freedom of navigation upon the seas. The removal, so far as possible, of all economic barriers. A general association of nations must be formed under specific covenants for the purpose of affording mutual guarantees of political independence and territorial integrity to great and small states alike.',
      source: { kind: 'us-government', author: 'Woodrow Wilson', work: 'Address to Congress (the Fourteen Points)', year: 1918, adapted: true },
    },
    questions: [
      {
        id: 'q-39', number: 39, period: 7, skill: 'contextualization',
        question: 'The first proposal Wilson lists in the second paragraph is best understood in the context of',
        options: [
          'Germany’s unrestricted submarine warfare against the merchant ships of neutral countries',
          'secret treaties in which the Allies had agreed to divide enemy territory after the war',
          'high tariffs that European governments had placed on American farm and factory goods',
          'the British blockade that cut off most American trade with Germany and its allies',
        ],
        answer: 1,
        explanation:
          'Wilson’s first proposal is "open covenants of peace, openly arrived at": during the war the Allies had made secret treaties to share out enemy lands, and the new Bolshevik government in Russia published them in late 1917, weeks before Wilson spoke in January 1918. German submarines and the British blockade bear on his call for freedom of the seas, and tariffs on his call to remove economic barriers; neither is the proposal the question asks about.',
      },
      {
        id: 'q-40', number: 40, period: 7, skill: 'causation',
        question: 'Senators who opposed the "mutual guarantees" in the last sentence of the excerpt most directly pressed for',
        options: [
          'reservations saying the nation would defend other members only if Congress agreed',
          'a return to the prewar alliance of Britain, France and Russia, with America outside it',
          'an amendment letting the president send troops to defend members without Congress',
          'a treaty clause requiring Germany to pay the whole cost of the war to the Allies',
        ],
        answer: 0,
        explanation:
          'The mutual guarantees became Article X of the League of Nations Covenant, by which members pledged to preserve one another’s independence and territory. Henry Cabot Lodge and other senators insisted on reservations, the chief one saying that the United States took on no obligation under Article X unless Congress decided so; Wilson refused them, and the Senate rejected the treaty in 1919 and 1920. Reparations concerned what Germany owed, not American obligations; the senators wanted to limit, not widen, the president’s power to send troops; and no one proposed reviving the prewar alliance.',
      },
      {
        id: 'q-41', number: 41, period: 7, skill: 'continuity-and-change',
        question: 'Which later development most closely reflects the proposal in the last sentence of the excerpt?',
        options: [
          'the Neutrality Acts of the 1930s, which barred selling arms to nations at war',
          'the Kellogg-Briand Pact of 1928, in which more than sixty nations renounced war',
          'the Marshall Plan, which sent billions in aid to rebuild the economies of Western Europe',
          'the United Nations Charter, in which members pledged to respect each other’s borders',
        ],
        answer: 3,
        explanation:
          'Like the League Wilson proposed, the United Nations (1945) was an association of nations whose members pledged to respect the independence and territory of states great and small. The Neutrality Acts were meant to keep the United States out of foreign wars; the Kellogg-Briand Pact renounced war but created no organization and no guarantees; and the Marshall Plan was economic aid, not a pledge to defend borders.',
      },
    ],
  },
  {
    id: 'p2-set-06',
    stimulus: {
      title: 'Unemployment, 1929–1945',
      text: 'The graph shows the percentage of the civilian labor force that was out of work in each year from 1929 to 1945.',
      source: { kind: 'us-government', author: 'U.S. Census Bureau', work: 'Historical Statistics of the United States, Colonial Times to 1970', year: 1975, adapted: true },
      visual: {
        kind: 'line-chart',
        caption: 'Unemployment rate, 1929–1945',
        xLabel: 'Year',
        yLabel: 'Unemployed (% of the civilian labor force)',
        series: [
          {
            name: 'Unemployment rate',
            points: [
              { x: 1929, y: 3.2 },
              { x: 1930, y: 8.7 },
              { x: 1931, y: 15.9 },
              { x: 1932, y: 23.6 },
              { x: 1933, y: 24.9 },
              { x: 1934, y: 21.7 },
              { x: 1935, y: 20.1 },
              { x: 1936, y: 16.9 },
              { x: 1937, y: 14.3 },
              { x: 1938, y: 19.0 },
              { x: 1939, y: 17.2 },
              { x: 1940, y: 14.6 },
              { x: 1941, y: 9.9 },
              { x: 1942, y: 4.7 },
              { x: 1943, y: 1.9 },
              { x: 1944, y: 1.2 },
              { x: 1945, y: 1.9 },
            ],
          },
        ],
        note: 'These estimates count people on federal emergency work programs, such as the WPA, as unemployed; estimates that count them as employed are several points lower from 1934 to 1941.',
      },
    },
    questions: [
      {
        id: 'q-42', number: 42, period: 7, skill: 'causation',
        question: 'The change in unemployment from 1937 to 1938 shown on the graph resulted most directly from',
        options: [
          'the Supreme Court’s decision striking down the National Industrial Recovery Act',
          'cuts in federal spending as the administration tried to balance the budget',
          'the Smoot-Hawley Tariff and other nations’ retaliation against American goods',
          'the drought and dust storms that drove farm families off the southern Plains',
        ],
        answer: 1,
        explanation:
          'Unemployment rose from about 14 to 19 percent in the "Roosevelt recession" of 1937–1938, after the administration cut federal spending, relief jobs included, to balance the budget, while the Federal Reserve tightened credit; renewed spending in 1938 brought the rate down again. The Supreme Court struck down the NIRA in 1935, and unemployment fell in 1936 and 1937 after it; the Smoot-Hawley Tariff (1930) deepened the early Depression; and the Dust Bowl droughts lasted through the mid-1930s rather than striking suddenly in 1937–1938.',
      },
      {
        id: 'q-43', number: 43, period: 7, skill: 'contextualization',
        question: 'The change in unemployment from 1941 to 1943 is best understood in the context of',
        options: [
          'war production and the draft after the United States entered World War II',
          'the Fair Labor Standards Act, which set a minimum wage and a forty-hour week',
          'the Works Progress Administration’s hiring of millions for public projects',
          'the Social Security Act, whose pensions let many older workers retire',
        ],
        answer: 0,
        explanation:
          'Unemployment fell from about 10 percent in 1941 to under 2 percent in 1943 as factories turned to war production and the armed forces grew to more than nine million people. Social Security’s monthly pensions began only in 1940 and were small; the WPA, whose workers these figures count as unemployed, was shrinking and closed in 1943; and the Fair Labor Standards Act (1938) set wages and hours rather than creating jobs.',
      },
      {
        id: 'q-44', number: 44, period: 7, skill: 'claims-and-evidence',
        question: 'Which of the following claims about the New Deal is best supported by the graph?',
        options: [
          'Unemployment fell under the New Deal but stayed above 14 percent until 1941.',
          'The New Deal had restored nearly full employment by the end of Roosevelt’s first term.',
          'Unemployment rose in every year of Roosevelt’s presidency until the war began.',
          'Unemployment was higher in Hoover’s last full year than in any later year.',
        ],
        answer: 0,
        explanation:
          'The rate fell from about 25 percent in 1933 to about 14 percent in 1937, rose again in 1938 and was still near 15 percent in 1940: the New Deal brought unemployment down, but not to the levels of the 1920s, until wartime mobilization. In 1936 the rate was still about 17 percent; it fell in most New Deal years rather than rising; and 1933, Roosevelt’s first year, was higher (about 25 percent) than 1932.',
      },
    ],
  },
  {
    id: 'p2-set-07',
    stimulus: {
      title: 'An interpretation of the World War II home front',
      text:
        'World War II remade the American home front. Millions of women took jobs in shipyards and aircraft plants that had been closed to them, and in the 1940s about a million and a half African Americans left the South, many of them for defense work in Northern and Western cities.\n\n' +
        'Black newspapers called for a "Double V": victory over fascism abroad and over racism at home. The war did not end discrimination, but by moving people, raising expectations and exposing the gap between American ideals and American practice, it laid foundations for the civil rights movement that followed.',
      source: { kind: 'pocket-ap' },
    },
    questions: [
      {
        id: 'q-45', number: 45, period: 7, skill: 'claims-and-evidence',
        question: 'Which of the following developments of the war years best supports the argument of the excerpt?',
        options: [
          'the forced removal and internment of about 120,000 Japanese Americans from the West Coast in 1942',
          'the rationing of gasoline, sugar and meat to supply the armed forces overseas',
          'the growth of union membership under the unions’ wartime pledge not to strike in defense plants',
          'Roosevelt’s ban on racial discrimination in defense industries after a threatened march',
        ],
        answer: 3,
        explanation:
          'A. Philip Randolph’s threatened March on Washington led Roosevelt to issue Executive Order 8802 (1941), banning discrimination in defense industries and creating the Fair Employment Practices Committee: raised expectations and new pressure that won a federal step toward equal rights, as the excerpt argues. Japanese American internment shows wartime discrimination winning out rather than foundations being laid, and rationing and the unions’ no-strike pledge were home-front measures that did not concern racial equality.',
      },
      {
        id: 'q-46', number: 46, period: 8, skill: 'claims-and-evidence',
        question: 'Which postwar development best supports the claim in the last sentence of the excerpt?',
        options: [
          'President Truman’s order to desegregate the armed forces in 1948',
          'The exclusion of Black families from Levittown and other new suburbs',
          'The Southern states’ continued enforcement of segregation laws after the war',
          'The Taft-Hartley Act’s limits on the labor unions that had grown during the war',
        ],
        answer: 0,
        explanation:
          'The excerpt claims the war laid foundations for the civil rights movement; pressed by Black veterans and activists such as A. Philip Randolph, Truman ordered the armed forces desegregated in 1948, an early federal step toward civil rights. Exclusion from the suburbs and the continuing segregation laws show discrimination outlasting the war, not foundations laid for change, and Taft-Hartley concerned labor unions, not civil rights.',
      },
      {
        id: 'q-47', number: 47, period: 8, skill: 'claims-and-evidence',
        question: 'Which postwar development would most directly challenge the view that the war changed women’s lives in the way the first paragraph describes?',
        options: [
          'The Women’s Armed Services Integration Act of 1948, which made women a permanent part of the military',
          'The rising share of married women who held paying jobs during the 1950s',
          'Women leaving factory jobs for homemaking after 1945',
          'The founding of the National Organization for Women in 1966',
        ],
        answer: 2,
        explanation:
          'The first paragraph says women took jobs in shipyards and aircraft plants that had been closed to them; after the war many were laid off to make room for returning veterans or left factory work, and 1950s culture stressed homemaking, evidence that this change did not last. The 1948 act and the growing number of working wives point to lasting change, and NOW’s founding shows a later revival of activism rather than the war’s effects fading.',
      },
    ],
  },
  {
    id: 'p2-set-08',
    stimulus: {
      title: 'Dwight D. Eisenhower, Farewell Address',
      text:
        'Until the latest of our world conflicts, the United States had no armaments industry. But we can no longer risk emergency improvisation of national defense; we have been compelled to create a permanent armaments industry of vast proportions. This conjunction of an immense military establishment and a large arms industry is new in the American experience.\n\n' +
        'In the councils of government, we must guard against the acquisition of unwarranted influence, whether sought or unsought, by the military-industrial complex. The potential for the disastrous rise of misplaced power exists and will persist.',
      source: { kind: 'us-government', author: 'Dwight D. Eisenhower', work: 'Farewell Address', year: 1961, adapted: true },
    },
    questions: [
      {
        id: 'q-48', number: 48, period: 8, skill: 'contextualization',
        question: 'Eisenhower’s warning was given in the context of',
        options: [
          'the GI Bill’s benefits for returning veterans of World War II',
          'a Cold War arms race that kept defense spending high in peacetime',
          'the Army-McCarthy hearings on communists in the armed forces',
          'the interstate highway program, justified as a way to move troops in wartime',
        ],
        answer: 1,
        explanation:
          'In 1961 the United States maintained a huge peacetime military and arms industry to compete with the Soviet Union, the new situation Eisenhower describes. The GI Bill (1944) helped veterans into schools and homes, not an arms industry; the Army-McCarthy hearings (1954) were about communist subversion, not military spending; and the highway program (1956) built roads, though it was defended on defense grounds.',
      },
      {
        id: 'q-49', number: 49, period: 8, skill: 'causation',
        question: 'Which of the following most directly contributed to the "permanent armaments industry of vast proportions" Eisenhower describes?',
        options: [
          'the Korean War and the lasting rearmament called for in the NSC-68 report of 1950',
          'the cash-and-carry law of 1939, which let Britain and France buy American arms',
          'the demobilization that cut the armed forces from 12 million to under 2 million by 1947',
          'the War Production Board’s conversion of automobile plants to build tanks and planes',
        ],
        answer: 0,
        explanation:
          'NSC-68 (1950) called for a large and lasting military buildup, and the Korean War that began that year more than tripled defense spending, which stayed high afterward: the permanent arms industry Eisenhower describes. Demobilization after 1945 shrank the military, and the cash-and-carry sales of 1939 and the War Production Board’s conversion of car plants belong to the "emergency improvisation" of wartime that Eisenhower contrasts with the permanent industry of his day.',
      },
      {
        id: 'q-50', number: 50, period: 3, skill: 'comparison',
        question: 'Eisenhower’s concern in the excerpt is most similar to earlier concerns expressed by',
        options: [
          'supporters of Manifest Destiny in the 1840s',
          'Federalists who built up the navy in the 1790s to protect American merchant ships at sea',
          'Antifederalists who feared a standing army',
          'expansionists who favored annexing Hawaii',
        ],
        answer: 2,
        explanation:
          'Like the Antifederalists, Eisenhower warns that concentrated military power could endanger a free government. Manifest Destiny supporters, Federalist navy advocates and Hawaii annexationists all wanted to expand national power rather than warn against it.',
      },
      {
        id: 'q-51', number: 51, period: 8, skill: 'sourcing-and-situation',
        question: 'The warning in the excerpt is especially notable because Eisenhower',
        options: [
          'had led the Allied armies in Europe during World War II',
          'had commanded United Nations forces during the Korean War',
          'had opposed American entry into World War II',
          'was a Democrat opposed to the Republican Party’s defense policy',
        ],
        answer: 0,
        explanation:
          'Eisenhower was a five-star general who led the D-Day invasion, so a warning about military influence carried special weight from him. He supported entry into the war and was a Republican president. He did not command in Korea (Douglas MacArthur, then Matthew Ridgway and Mark Clark did); he went to Korea as president-elect and ended the war in 1953.',
      },
    ],
  },
  {
    id: 'p2-set-09',
    stimulus: {
      title: 'An interpretation of American politics, 1960-1980',
      text:
        'The coalition that elected Ronald Reagan in 1980 had been growing for two decades. It joined business leaders who wanted lower taxes and fewer regulations, anticommunists who wanted a tougher stance toward the Soviet Union, and evangelical Christians newly active in politics.\n\n' +
        'What brought these groups together was a shared belief that the liberal programs of the 1960s had failed. A decade of inflation, unemployment and gasoline lines convinced many voters that the federal government was the problem rather than the solution.',
      source: { kind: 'pocket-ap' },
    },
    questions: [
      {
        id: 'q-52', number: 52, period: 8, skill: 'claims-and-evidence',
        question: 'Which of the following would best support the excerpt’s claim that evangelical Christians were "newly active in politics"?',
        options: [
          'the Jesus movement that drew young people from the counterculture into churches',
          'the Supreme Court’s ruling in Roe v. Wade that struck down most state bans on abortion in 1973',
          'Jerry Falwell’s founding of the Moral Majority in 1979 to rally conservative voters',
          'the rapid growth of Southern Baptist and Pentecostal churches in the Sun Belt',
        ],
        answer: 2,
        explanation:
          'The Moral Majority, founded by the Baptist minister Jerry Falwell in 1979, registered evangelical voters and campaigned for conservative candidates, Reagan among them: evangelicals organized as a political force. Roe v. Wade (1973) was a ruling many evangelicals opposed, a cause of their activism rather than evidence of it; the Jesus movement was a religious revival, not political action; and church growth shows religious strength, not political activity.',
      },
      {
        id: 'q-53', number: 53, period: 9, skill: 'causation',
        question: 'Which of the following policies most directly resulted from the goals of the coalition described?',
        options: [
          'the Social Security Amendments of 1983, which raised payroll taxes to keep the retirement system solvent',
          'the Americans with Disabilities Act of 1990, which added federal access rules for employers and businesses',
          'the Immigration Reform and Control Act of 1986, which offered legal status to about 2.7 million immigrants',
          'the Economic Recovery Tax Act of 1981, which cut income tax rates by 23 percent over three years',
        ],
        answer: 3,
        explanation:
          'The Economic Recovery Tax Act of 1981 cut income tax rates across the board by 23 percent over three years, the lower taxes the coalition’s business wing wanted. The Social Security Amendments of 1983 raised payroll taxes, the Immigration Reform and Control Act of 1986 offered legal status to about 2.7 million undocumented immigrants, and the Americans with Disabilities Act of 1990 added federal requirements for employers; none served the coalition’s goal of lower taxes and fewer regulations.',
      },
      {
        id: 'q-54', number: 54, period: 9, skill: 'comparison',
        question: 'Compared with the liberalism of the 1960s, the movement described in the excerpt placed more emphasis on',
        options: [
          'cutting federal regulation of business and federal spending on social programs',
          'federal job training and community action programs to end poverty',
          'federal aid to cities for public housing and urban renewal',
          'using federal courts and marshals to enforce school desegregation in the South',
        ],
        answer: 0,
        explanation:
          'The coalition wanted lower taxes, fewer regulations and smaller social programs, reversing the Great Society’s expansion of federal action. Federal enforcement of school desegregation, the War on Poverty’s job training and community action programs, and federal aid for public housing and urban renewal were all priorities of 1960s liberalism.',
      },
      {
        id: 'q-55', number: 55, period: 9, skill: 'continuity-and-change',
        question: 'The belief described in the last sentence of the excerpt continued to shape national policy in the 1990s, when',
        options: [
          'Congress required employers to give unpaid leave to new parents and sick workers in 1993',
          'Congress expanded the Earned Income Tax Credit for low-wage working families in 1993',
          'Congress and President Clinton replaced AFDC with time-limited block grants in 1996',
          'Congress required public buildings and businesses to be accessible to disabled people in 1990',
        ],
        answer: 2,
        explanation:
          'The excerpt says many voters came to see the federal government as "the problem rather than the solution." The welfare reform of 1996, passed by a Republican Congress elected on the Contract with America and signed by Clinton, ended the federal AFDC program and gave states block grants with time limits and work requirements, shrinking the federal role. The Family and Medical Leave Act (1993), the larger Earned Income Tax Credit (1993) and the Americans with Disabilities Act (1990) each widened federal action rather than reducing it.',
      },
    ],
  },
];
