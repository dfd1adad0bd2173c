import type { McqSet } from './schema';

/** Questions 28-55 of the practice exam (periods 5 to 9), written for Pocket AP. */
export const mcqSetsPart2: McqSet[] = [
  {
    id: 'p2-set-01',
    stimulus: {
      title: 'Abraham Lincoln, Second Inaugural Address',
      text:
        'One-eighth of the whole population were colored slaves, not distributed generally over the Union, but localized in the southern part of it. These slaves constituted a peculiar and powerful interest. All knew that this interest was somehow the cause of the war.\n\n' +
        'Fondly do we hope, fervently do we pray, that this mighty scourge of war may speedily pass away. With malice toward none, with charity for all, with firmness in the right as God gives us to see the right, let us strive on to finish the work we are in, to bind up the nation’s wounds, and to do all which may achieve and cherish a just and lasting peace among ourselves and with all nations.',
      source: { kind: 'us-government', author: 'Abraham Lincoln', work: 'Second Inaugural Address', year: 1865, adapted: true },
    },
    questions: [
      {
        id: 'q-28', number: 28, period: 5, skill: 'contextualization',
        question: 'Lincoln delivered the address in the context of',
        options: [
          'the New York City draft riots against conscription',
          'the Union’s defeat at Fredericksburg, a low point for Northern morale',
          'the final months of the Civil War, when a Union victory appeared likely',
          'the secession crisis that followed his first election',
        ],
        answer: 2,
        explanation:
          'The address was given in March 1865, weeks before Lee’s surrender, as Union victory neared; Lincoln speaks of finishing the work and making peace. The draft riots (July 1863) and the defeat at Fredericksburg (December 1862) came at earlier, darker moments of the war, when no one spoke of binding up the nation’s wounds, and the secession crisis came in 1860-1861, before the fighting began.',
      },
      {
        id: 'q-29', number: 29, period: 5, skill: 'causation',
        question: 'Which of the following most directly undermined the "just and lasting peace" Lincoln hoped for after the war?',
        options: [
          'the Black Codes passed in Southern states',
          'the purchase of Alaska from Russia',
          'the completion of the transcontinental railroad',
          'the Supreme Court’s decision in Dred Scott v. Sandford that Black Americans were not citizens',
        ],
        answer: 0,
        explanation:
          'In 1865-1866 Southern states passed Black Codes that limited the freedom of formerly enslaved people, undermining a just peace and prompting congressional Reconstruction. The Alaska purchase and the railroad had little to do with postwar justice, and Dred Scott was decided before the war, in 1857.',
      },
      {
        id: 'q-30', number: 30, period: 5, skill: 'comparison',
        question: 'Which of the following was most similar to the approach Lincoln calls for in the final paragraph?',
        options: [
          'The Ten Percent Plan, offering lenient terms for readmission',
          'The impeachment of President Andrew Johnson',
          'The Wade-Davis Bill, which required a majority of a state’s white men to swear future loyalty before it could rejoin the Union',
          'The Reconstruction Acts of 1867, which placed the South under military rule',
        ],
        answer: 0,
        explanation:
          'Under Lincoln’s Ten Percent Plan (1863), once voters equal to 10 percent of a state’s votes in the 1860 election swore future loyalty to the Union and accepted emancipation, they could form a new state government, and most Confederates were offered a pardon: lenient terms that match "malice toward none" (Congress, not the plan, decided whether the states’ members were seated, and it refused). The Wade-Davis Bill (1864), which Lincoln pocket-vetoed, demanded a majority oath of future loyalty and let only men who could swear the "ironclad oath" that they had never supported the Confederacy vote for or sit in the new state convention; it, the Reconstruction Acts and Johnson’s impeachment reflect the harsher approach of Radical Republicans, which Lincoln opposed or which came after his death.',
      },
    ],
  },
  {
    id: 'p2-set-02',
    stimulus: {
      title: 'The People’s Party Omaha Platform',
      text:
        'We meet in the midst of a nation brought to the verge of moral, political and material ruin. The newspapers are largely subsidized or muzzled, public opinion silenced, business prostrated, our homes covered with mortgages, and the land concentrating in the hands of capitalists.\n\n' +
        'The fruits of the toil of millions are boldly stolen to build up colossal fortunes for a few. We demand a national currency, safe, sound and flexible; the free and unlimited coinage of silver and gold at the present legal ratio of 16 to 1; a graduated income tax; and that the government own and operate the railroads in the interest of the people.',
      source: { kind: 'public-domain', author: 'People’s Party', work: 'Omaha Platform', year: 1892, adapted: true },
    },
    questions: [
      {
        id: 'q-31', number: 31, period: 6, skill: 'causation',
        question: 'The grievances expressed in the excerpt most directly resulted from',
        options: [
          'rising farm prices caused by European wars',
          'the federal government’s decision to close the remaining western lands to new homesteaders',
          'the migration of farmers from the Great Plains to Southern cities',
          'falling crop prices, debt and high railroad rates',
        ],
        answer: 3,
        explanation:
          'Late-1800s farmers faced falling prices for wheat and cotton, mortgages they could not repay and railroad rates they could not control, the problems the platform names. Farm prices were falling, not rising; the government did not close the frontier to homesteaders; and the platform speaks for farmers staying on the land, not moving to cities.',
      },
      {
        id: 'q-32', number: 32, period: 6, skill: 'continuity-and-change',
        question: 'The platform’s demand concerning the railroads continued the concerns that had earlier produced',
        options: [
          'the Bland-Allison Act of 1878, which required the Treasury to buy and coin some silver',
          'the Pendleton Act of 1883, which filled some federal jobs by merit examinations',
          'the Interstate Commerce Act of 1887',
          'the Homestead Act of 1862, which offered western land to settlers who farmed it',
        ],
        answer: 2,
        explanation:
          'Farmers’ anger at high and unequal railroad rates had produced the Granger laws of the 1870s and then the Interstate Commerce Act (1887), which created the first federal regulatory agency to oversee railroad rates; the platform goes further and demands government ownership. The Bland-Allison Act answered the demand for silver money, not the railroads; the Pendleton Act reformed the spoils system; and the Homestead Act gave land to settlers rather than answering complaints about railroads.',
      },
      {
        id: 'q-33', number: 33, period: 6, skill: 'claims-and-evidence',
        question: 'Which of the following would best support the platform’s claim about "colossal fortunes for a few"?',
        options: [
          'Standard Oil’s control of most oil refining',
          'The passage of the Homestead Act during the Civil War',
          'The spread of settlement houses in large cities',
          'The growth of labor unions such as the American Federation of Labor, founded in 1886 under Samuel Gompers',
        ],
        answer: 0,
        explanation:
          'By the 1880s Standard Oil controlled about 90 percent of American oil refining, a clear example of wealth concentrated in a few hands. Unions and settlement houses were responses to inequality, not evidence of great fortunes, and the Homestead Act gave land to ordinary settlers.',
      },
    ],
  },
  {
    id: 'p2-set-03',
    stimulus: {
      title: 'Andrew Carnegie on wealth',
      text:
        'The problem of our age is the proper administration of wealth, so that the ties of brotherhood may still bind together the rich and poor in harmonious relationship. The contrast between the palace of the millionaire and the cottage of the laborer measures the change that has come with civilization.\n\n' +
        'The man of wealth should consider all surplus revenues as trust funds which he is called upon to administer in the manner best calculated to produce the most beneficial results for the community. The man who dies rich dies disgraced.',
      source: { kind: 'public-domain', author: 'Andrew Carnegie', work: 'Wealth, North American Review', year: 1889, adapted: true },
    },
    questions: [
      {
        id: 'q-34', number: 34, period: 6, skill: 'sourcing-and-situation',
        question: 'Carnegie’s point of view in the excerpt is best explained by his position as',
        options: [
          'the head of an oil trust that controlled most of the nation’s refining',
          'an industrialist who built a fortune in steel',
          'a Populist candidate campaigning among farmers',
          'a Protestant minister leading the Social Gospel movement',
        ],
        answer: 1,
        explanation:
          'Carnegie made one of the largest fortunes of the era in steel, and he argues that the rich should give their wealth away wisely rather than have it redistributed. The oil trust was John D. Rockefeller’s Standard Oil, not Carnegie’s business; he was not a Populist; and although his ideas touched on charity, he wrote as a businessman rather than a minister.',
      },
      {
        id: 'q-35', number: 35, period: 6, skill: 'comparison',
        question: 'Carnegie’s ideas in the excerpt differed most from those of',
        options: [
          'socialists who wanted workers or the government to own the means of production',
          'Social Darwinists who saw great fortunes as the result of competition',
          'business leaders who founded universities and libraries',
          'supporters of laissez-faire economic policies',
        ],
        answer: 0,
        explanation:
          'Carnegie accepts private fortunes and asks only that the rich give them away; socialists wanted ownership itself to change. Founding libraries and universities was exactly what Carnegie proposed, and Social Darwinists and laissez-faire supporters shared his acceptance of great private wealth.',
      },
      {
        id: 'q-36', number: 36, period: 6, skill: 'contextualization',
        question: 'The excerpt was written in the context of',
        options: [
          'a decline in immigration to American cities',
          'a long economic depression that ruined most of the great industrialists of the day',
          'the government’s takeover of major industries',
          'a widening gap between rich and poor during rapid industrialization',
        ],
        answer: 3,
        explanation:
          'Carnegie contrasts the "palace of the millionaire" with the laborer’s cottage, reflecting the inequality of the Gilded Age. Industrialists were growing richer, not being ruined; the government did not take over industries; and immigration to cities was rising sharply.',
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
          'Germany’s unrestricted submarine warfare against neutral shipping',
          'the British blockade that cut off American trade with Germany',
          'the secret treaties in which the Allies had agreed to divide enemy territory after the war',
          'the high tariffs that European nations placed on American goods',
        ],
        answer: 2,
        explanation:
          'Wilson’s first proposal is "open covenants of peace, openly arrived at": during the war the Allies had made secret treaties to share out enemy lands, and the new Bolshevik government in Russia published them in late 1917, weeks before Wilson spoke in January 1918. German submarines and the British blockade bear on his call for freedom of the seas, and tariffs on his call to remove economic barriers; neither is the proposal the question asks about.',
      },
      {
        id: 'q-40', number: 40, period: 7, skill: 'causation',
        question: 'Opposition in the United States to the proposal in the last sentence of the excerpt most directly led to',
        options: [
          'the Palmer Raids against suspected radicals and foreign-born anarchists',
          'the Emergency Quota Act of 1921, which limited immigration from Europe',
          'the Senate’s defeat of the Treaty of Versailles',
          'the Sedition Act of 1918, which punished criticism of the war effort',
        ],
        answer: 2,
        explanation:
          'The "general association of nations" became the League of Nations, written into the Treaty of Versailles, and senators such as Henry Cabot Lodge, fearing that it would bind the United States to go to war to defend other nations, defeated the treaty in 1919 and 1920. The Palmer Raids (1919-1920) grew out of the Red Scare, the quota act out of nativism, and the Sedition Act out of wartime fears of disloyalty; none was a response to the League.',
      },
      {
        id: 'q-41', number: 41, period: 7, skill: 'continuity-and-change',
        question: 'Which later development most closely reflects the proposal in the last sentence of the excerpt?',
        options: [
          'The Neutrality Acts passed by Congress in the 1930s',
          'The United Nations Charter’s pledge that members respect one another’s independence and borders',
          'The Kellogg-Briand Pact of 1928, in which nations renounced war',
          'The Marshall Plan’s aid to rebuild the economies of Western Europe',
        ],
        answer: 1,
        explanation:
          'Like the League Wilson proposed, the United Nations (1945) was an association of nations whose members pledged to respect the independence and territory of states great and small. The Neutrality Acts were meant to keep the United States out of foreign wars; the Kellogg-Briand Pact renounced war but created no organization and no guarantees; and the Marshall Plan was economic aid.',
      },
    ],
  },
  {
    id: 'p2-set-06',
    stimulus: {
      title: 'Franklin D. Roosevelt, First Inaugural Address',
      text:
        'Let me assert my firm belief that the only thing we have to fear is fear itself. Our greatest primary task is to put people to work. This is no unsolvable problem if we face it wisely and courageously.\n\n' +
        'It can be accomplished in part by direct recruiting by the Government itself, treating the task as we would treat the emergency of a war. If the Congress fails to act and the emergency is still critical, I shall ask the Congress for the one remaining instrument to meet the crisis: broad Executive power to wage a war against the emergency, as great as the power that would be given to me if we were in fact invaded by a foreign foe.',
      source: { kind: 'us-government', author: 'Franklin D. Roosevelt', work: 'First Inaugural Address', year: 1933, adapted: true },
    },
    questions: [
      {
        id: 'q-42', number: 42, period: 7, skill: 'contextualization',
        question: 'The emergency Roosevelt describes in the first paragraph is best understood in the context of',
        options: [
          'the Bonus Army’s march on Washington to demand early payment of veterans’ bonuses',
          'unemployment that had reached about a quarter of the workforce',
          'a collapse of farm prices so severe that Midwestern farmers blocked roads to stop food shipments',
          'the Dust Bowl storms that were driving families off the southern Plains',
        ],
        answer: 1,
        explanation:
          'Roosevelt names "our greatest primary task" as putting "people to work": by March 1933 roughly one worker in four was unemployed. The Bonus Army (1932) and the farm strikes of 1932 were real crises of the same years, but they concerned veterans’ bonuses and crop prices, not jobs; and the great dust storms and the migration from the southern Plains came after 1933, chiefly from 1934 on.',
      },
      {
        id: 'q-43', number: 43, period: 7, skill: 'causation',
        question: 'The method Roosevelt proposes in the second paragraph most directly led to',
        options: [
          'federal work programs such as the Civilian Conservation Corps',
          'the Federal Deposit Insurance Corporation, which insured bank deposits',
          'the Agricultural Adjustment Act, which paid farmers to grow less',
          'the Securities and Exchange Commission, which regulated the stock market',
        ],
        answer: 0,
        explanation:
          'Roosevelt proposes "direct recruiting by the Government itself," and the Civilian Conservation Corps (1933) and later the Works Progress Administration (1935) hired millions on public projects. Deposit insurance, farm subsidies and stock-market regulation were also New Deal measures, but they answered bank failures, falling crop prices and Wall Street abuses rather than putting the unemployed to work directly.',
      },
      {
        id: 'q-44', number: 44, period: 7, skill: 'comparison',
        question: 'Which of the following critics would most likely have objected to the request Roosevelt makes in the last sentence of the excerpt?',
        options: [
          'Followers of Huey Long, who called for taxing great fortunes to share the wealth',
          'Conservatives such as the American Liberty League',
          'Followers of Francis Townsend, who demanded federal pensions for the elderly',
          'Socialists who called for public ownership of major industries',
        ],
        answer: 1,
        explanation:
          'Roosevelt asks for "broad Executive power" like that of a president in wartime, and the American Liberty League and other conservatives argued that such power threatened the Constitution, property rights and individual liberty. Long’s and Townsend’s followers and the Socialists attacked the New Deal for doing too little, and wanted more federal action, not less power for the government.',
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
          'The forced removal and internment of about 120,000 Japanese Americans under Executive Order 9066',
          'The Neutrality Acts passed before the war',
          'The Lend-Lease Act supplying Britain with war materials',
          'A ban on racial discrimination in defense industries',
        ],
        answer: 3,
        explanation:
          'A. Philip Randolph’s threatened march led Roosevelt to ban discrimination in defense industries in 1941, showing raised expectations and new pressure for equal rights. Japanese American internment shows wartime discrimination rather than progress, and the Neutrality and Lend-Lease Acts concern foreign policy, not the home front.',
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
        question: 'Which of the following most directly contributed to the growth Eisenhower describes?',
        options: [
          'The Marshall Plan’s economic aid to Western Europe',
          'The Korean War and the military buildup called for in NSC-68',
          'The Supreme Court’s ruling in Brown v. Board of Education',
          'The Good Neighbor Policy toward Latin America',
        ],
        answer: 1,
        explanation:
          'NSC-68 (1950) called for a massive military buildup, and the Korean War that began that year tripled defense spending. The Marshall Plan was economic aid, the Good Neighbor Policy dated from the 1930s and reduced intervention, and Brown concerned school segregation.',
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
        question: 'Which development of the 1970s best supports the explanation in the last sentence of the excerpt?',
        options: [
          'Stagflation, made worse by the oil embargo of 1973',
          'The growth of the Sun Belt as people and factories moved south and west',
          'The environmental movement’s growth after the first Earth Day in 1970',
          'President Nixon’s opening of relations with China in 1972',
        ],
        answer: 0,
        explanation:
          'The last sentence blames "a decade of inflation, unemployment and gasoline lines": the 1973 oil embargo and the "stagflation" of high inflation with high unemployment are that experience. The Sun Belt’s growth was a shift of people and jobs, not the hardship the sentence describes; Earth Day (1970) drew millions to demand more federal action on the environment, not less; and the opening to China was a diplomatic success, not an economic grievance.',
      },
      {
        id: 'q-53', number: 53, period: 9, skill: 'causation',
        question: 'Which of the following policies most directly resulted from the goals of the coalition described?',
        options: [
          'Détente and arms-control agreements with the Soviet Union in the early 1970s',
          'The creation of Medicare and Medicaid',
          'The expansion of the federal welfare system',
          'Reagan’s tax cuts and deregulation',
        ],
        answer: 3,
        explanation:
          'The Economic Recovery Tax Act of 1981 and Reagan’s deregulation matched the coalition’s demand for lower taxes and smaller government. Medicare and Medicaid were Great Society programs of 1965, expanding welfare was the opposite of its goals, and détente, with arms-control agreements such as SALT I (1972) that capped rather than cut nuclear arsenals, was the softer policy anticommunists opposed.',
      },
      {
        id: 'q-54', number: 54, period: 9, skill: 'comparison',
        question: 'Compared with the liberalism of the 1960s, the movement described in the excerpt placed more emphasis on',
        options: [
          'expanding federal programs to end poverty',
          'less federal power over the economy',
          'using federal courts and federal marshals to enforce civil rights and school desegregation',
          'increasing the power of labor unions',
        ],
        answer: 1,
        explanation:
          'Conservatives wanted to shrink federal taxes, spending and regulation, reversing the Great Society’s expansion of federal programs. Ending poverty through federal programs and enforcing civil rights through federal courts were liberal priorities, and the conservative coalition did not seek stronger unions.',
      },
      {
        id: 'q-55', number: 55, period: 9, skill: 'continuity-and-change',
        question: 'Which development of the 1990s most clearly shows the continuing influence of the movement described?',
        options: [
          'The "Contract with America"',
          'The collapse of the Soviet Union',
          'The rapid growth of the internet',
          'The Family and Medical Leave Act, which required employers to grant unpaid leave',
        ],
        answer: 0,
        explanation:
          'The Contract with America carried the conservative program of lower taxes, smaller government and welfare reform into the 1990s. The Soviet collapse was an international event, the internet’s growth was technological, and the Family and Medical Leave Act added a federal requirement on employers rather than reducing government’s role.',
      },
    ],
  },
];
