import type { PeriodOverview } from './schema';

/**
 * "Period N in context": one page per period of the course, about 400 words each, written for Pocket AP
 * (docs/content.md#period-overviews). Each says what changed, why, and which themes run in from the period before
 * and on into the period after.
 */
export const periodOverviews: PeriodOverview[] = [
  {
    period: 1,
    lead: 'Two worlds that had developed apart for thousands of years met, and neither came out of the meeting unchanged.',
    changed: [
      'Before 1492 the Americas held millions of people in hundreds of societies. Where maize farming spread north from Mexico, in the Southwest and the Mississippi valley, people built settled towns and, at Cahokia, a city. On the Great Plains and in the Great Basin, scarce water kept most groups mobile; in the Northeast, people mixed farming with hunting and fishing, and on the Pacific coast rich fisheries supported large villages without farming.',
      'After Columbus reached the Caribbean in 1492, the Columbian Exchange carried crops, animals and germs across the Atlantic. Maize and potatoes fed growing populations in Europe and Africa; horses, cattle, wheat and sugar changed life in the Americas. Smallpox and other diseases killed a large share of the Native population. Spain conquered the Aztec and Inca empires, took silver from mines in Mexico and the Andes, and forced Native people to work under the encomienda system. As the Native population fell, the Spanish and Portuguese turned to enslaved Africans, and a caste system ranked people by ancestry.',
    ],
    why: [
      'European monarchies, newly centralized, wanted wealth, power and converts, and Portugal’s voyages along the coast of Africa had shown that sea routes could bypass the traders who controlled the overland routes to Asia. Better ships, the compass and the astrolabe made long voyages possible. Conquest succeeded less by European courage than by disease, steel and horses, and by alliances with Native peoples who resented Aztec rule. Spaniards argued among themselves over how to treat Native people; the crown’s New Laws of 1542 tried to limit the encomienda, but forced labor went on.',
    ],
    links: [
      'This is where the course’s longest threads begin. How the environment shaped the way people lived will matter again when colonists choose crops and when settlers push onto the Plains. The labor systems of New Spain, and the idea that ancestry decides rank, are the first forms of a question the course keeps asking: who works, and on what terms?',
      'In Period 2, England, France and the Netherlands follow Spain across the Atlantic with different aims: the French trade for furs, the Dutch for profit, the English for land. Spanish debates over the treatment of Native people, such as the one at Valladolid in 1550, foreshadow later arguments over conquest, conversion and rights, and Native nations keep resisting and adapting, as the Pueblo Revolt of 1680 will show.',
    ],
  },
  {
    period: 2,
    lead: 'Europeans built colonies in North America, and British America grew into a set of regions with one thing in common: a growing connection to an Atlantic world.',
    changed: [
      'Spain, France, the Netherlands and Britain colonized North America in different ways. New Spain held its missions and towns by force and faith; New France and New Netherland depended on trade with Native partners and stayed small. The English came in far larger numbers, wanted land for farms, and pushed Native nations off it, as the Powhatan wars and King Philip’s War (1675–1676) showed.',
      'English colonies split into regions. The Chesapeake grew tobacco with indentured servants and then, after Bacon’s Rebellion (1676), more and more with enslaved Africans. New England’s Puritan towns lived by farming, fishing and trade. The middle colonies were the most diverse, and the Carolina low country became a plantation society where enslaved Africans were the majority. The Atlantic trade tied colonies to Britain, Africa and the Caribbean, and slavery spread to every colony, defined by law codes as lifelong and inherited.',
      'Colonial society also changed from within. Most colonists farmed, but port cities such as Boston, New York, Philadelphia and Charleston grew rich on trade. Britain tried to tighten its control with the Navigation Acts and the Dominion of New England (1686–1689), which colonists overthrew after England’s Glorious Revolution. The Great Awakening of the 1730s and 1740s split churches and taught ordinary people to trust their own judgment in religion, while Enlightenment ideas spread among the educated.',
    ],
    why: [
      'Colonies followed profit: tobacco, rice and sugar needed many hands, and when fewer English servants came and planters feared poor free men, they bought enslaved Africans instead. Britain’s distance and its policy of salutary neglect let colonists govern themselves through elected assemblies, while new religious and political ideas taught many of them to question authority.',
    ],
    links: [
      'The labor question of Period 1 returns in a new form: British colonists built slavery on race more rigidly than the Spanish caste system had, and slavery’s growth and the resistance to it, from the Stono Rebellion (1739) on, run through the course to the Civil War.',
      'Self-government and the habit of questioning authority lead straight into Period 3. Colonists who had run their own assemblies for a century would resist when Parliament began to tax them after 1763. Conflict over land with Native nations, and rivalry between Britain and France, set up the Seven Years’ War that opens the next period.',
    ],
  },
  {
    period: 3,
    lead: 'In less than fifty years British colonists became citizens of an independent republic, and argued over what their revolution meant.',
    changed: [
      'Britain won the Seven Years’ War (1754–1763) but ended it deep in debt. To pay for the war and to police its new territory, Parliament taxed the colonies (the Sugar Act, the Stamp Act, the Townshend duties) and the Proclamation of 1763 barred settlement west of the Appalachians. Colonists answered with boycotts, protest and, from 1775, war. The Declaration of Independence (1776) justified the break with Enlightenment ideas of natural rights, and with French help the Continental Army won independence in 1783.',
      'Americans then had to govern themselves. The Articles of Confederation left Congress too weak to tax or to act after Shays’ Rebellion (1786–1787), so the Constitution of 1787 created a stronger federal government with separated powers and checks and balances, and a Bill of Rights was added in 1791. In the 1790s the first parties formed: Federalists behind Hamilton’s financial plan and Democratic-Republicans behind Jefferson and Madison. Washington’s Farewell Address (1796) warned against parties and permanent alliances, and the Alien and Sedition Acts (1798) and the Virginia and Kentucky Resolutions tested the limits of federal power.',
    ],
    why: [
      'Colonists defended what they saw as the rights of Englishmen, above all the principle of no taxation without representation, and they had the experience of self-government to organize resistance. Enlightenment ideas and Thomas Paine’s Common Sense turned a quarrel over taxes into a case for a republic. The war itself changed minds: colonists from different colonies, fighting side by side, began to see themselves as Americans, while Loyalists, perhaps a fifth of the white population, ended on the losing side, and many left for Canada or Britain.',
    ],
    links: [
      'The self-governing assemblies and the Great Awakening of Period 2 prepared colonists to resist. The Revolution’s language of liberty and equality also raised questions it did not answer: women such as Abigail Adams asked to be remembered, thousands of enslaved people fought for whichever side offered freedom, and Native nations lost land to the new republic.',
      'In Period 4 the arguments of the 1790s continue: how much power the federal government should have, who may vote, and whether slavery could last in a nation founded on equality. The Constitution’s compromises over slavery, such as the three-fifths clause, set up the sectional conflicts to come.',
    ],
  },
  {
    period: 4,
    lead: 'The new republic grew in land, people and wealth, and every step of growth raised the question of slavery again.',
    changed: [
      'The nation doubled in size with the Louisiana Purchase (1803) and kept pushing west. A market revolution of canals, steamboats, railroads and factories linked farms to cities, and the first textile mills drew young women and immigrants into wage work. Politics became more democratic for white men: states dropped property requirements for voting, and Andrew Jackson’s Democrats and their Whig rivals built mass parties. The Supreme Court under John Marshall strengthened the federal government in cases such as Marbury v. Madison (1803) and McCulloch v. Maryland (1819). The War of 1812 ended in a draw but boosted national pride and American manufacturing, and the Monroe Doctrine (1823) warned Europe against new colonies in the Americas.',
      'Reformers, many inspired by the Second Great Awakening, fought drinking, built schools and asylums, and demanded the end of slavery and rights for women, as at Seneca Falls in 1848. In the South, cotton spread slavery into the Deep South, and a domestic slave trade moved about a million enslaved people there. Native nations were forced west under the Indian Removal Act (1830), on the Trail of Tears among other journeys.',
    ],
    why: [
      'New technology and new markets drove the economy: the cotton gin made short-staple cotton profitable, and British and northern mills bought all the cotton the South could grow. Cheap land and new transportation pulled settlers west. Revivals told Americans they could perfect themselves and their society, which gave reform its energy. Henry Clay’s American System of a national bank, tariffs and roads and canals aimed to bind the regions together, while Jacksonians distrusted banks and federal power.',
    ],
    links: [
      'Period 3’s arguments over federal power continue in fights over the national bank, tariffs and nullification, and the ideals of 1776 are now claimed by the groups the Revolution left out: abolitionists, women’s rights activists and Native nations who went to court, as the Cherokee did.',
      'The Missouri Compromise (1820) settled, for a time, whether new states would allow slavery. In Period 5 that settlement breaks down, as the war with Mexico adds new land and the North and South, now different economies and societies, can no longer agree on its future. Reform carries on too: abolitionism becomes a political force, and women who learned to organize against slavery go on to demand the vote.',
    ],
  },
  {
    period: 5,
    lead: 'Expansion to the Pacific reopened the question of slavery in the West, the Union split and went to war, and Reconstruction tried to rebuild the nation on new terms.',
    changed: [
      'Believers in Manifest Destiny pushed the United States to the Pacific: Texas was annexed in 1845, Oregon divided with Britain in 1846, and the war with Mexico (1846–1848) took the Southwest and California. Each new territory revived the fight over slavery. The Compromise of 1850, the Kansas-Nebraska Act (1854) and the Dred Scott decision (1857) each widened the split, the Republican Party rose to stop slavery’s spread, and Lincoln’s election in 1860 led seven southern states to secede; four more followed when the war began in 1861.',
      'The Civil War (1861–1865) became a war to end slavery with the Emancipation Proclamation (1863) and the service of about 180,000 Black soldiers. The war also changed the government: the Union passed the Homestead Act and the Pacific Railway Act (1862), created national banks and printed paper money, while the Confederacy suffered inflation and shortages. The Union won, and the Thirteenth, Fourteenth and Fifteenth Amendments abolished slavery, defined citizenship and promised equal protection and Black men’s right to vote. Reconstruction brought Black men into politics, but terror and northern fatigue ended it with the Compromise of 1877.',
    ],
    why: [
      'Western land forced the question the Missouri Compromise had postponed: would new states be slave or free? The Fugitive Slave Act of 1850 brought slavery’s cruelty into northern towns, and Uncle Tom’s Cabin (1852) made millions of northerners feel it. Northern free-labor ideals and southern defense of slavery as a positive good left little room for compromise, and the collapse of the Whigs in the 1850s and the Democrats’ split in 1860 left no national party to hold the sections together.',
    ],
    links: [
      'The sectional economies of Period 4, the market North and the cotton South, became the two sides of the war, and the abolitionists and the debates over federal power of earlier decades return here as the central questions of the nation.',
      'In Period 6, the Fourteenth Amendment is turned to protect corporations more than freedpeople, Jim Crow laws and sharecropping replace slavery with a new system of control in the South, and the federal power built for the war is turned on the Plains Indians as the West is settled.',
    ],
  },
  {
    period: 6,
    lead: 'Between the Civil War and 1898 the United States became an industrial nation, and its people argued over who should share in the new wealth.',
    changed: [
      'Railroads crossed the continent, and steel, oil and electricity built an industrial economy. Corporations grew into giants: Carnegie’s steel and Rockefeller’s Standard Oil used vertical and horizontal integration and trusts to dominate their industries. Millions of immigrants, more and more from Southern and Eastern Europe and, until the Chinese Exclusion Act of 1882, from China, filled the factories and cities, where political machines traded services for votes.',
      'Workers organized in the Knights of Labor and the American Federation of Labor, and strikes such as the Great Railroad Strike (1877), Haymarket (1886) and Pullman (1894) were often broken by force. In the West, the army, the railroads and the destruction of the bison broke the Plains nations, and the Dawes Act (1887) divided reservation land. Farmers, squeezed by debt and railroad rates, formed the Grange and then the Populist Party (1892). In the South, Jim Crow laws, upheld in Plessy v. Ferguson (1896), took away Black citizens’ rights. Most Black southerners farmed as sharecroppers or tenants, tied to the land by debt. In 1896 William Jennings Bryan’s campaign for free silver joined the Populists to the Democrats, but William McKinley’s victory kept the nation on the gold standard and the course of industry.',
    ],
    why: [
      'Natural resources, new technology, cheap immigrant labor and a government that favored business, with high tariffs and land grants to railroads, drove industrial growth. Laissez-faire and Social Darwinism justified the gap between rich and poor; the Social Gospel and reformers answered that society owed more to those left behind. Jane Addams opened Hull House (1889) to help immigrants, and Henry George asked in Progress and Poverty (1879) why growing wealth left so many poor.',
    ],
    links: [
      'The market revolution of Period 4 grows into full industrialization, and Reconstruction’s unfinished promise of equality gives way to segregation. Arguments over the federal government’s role in the economy, from the Interstate Commerce Act (1887) to the Sherman Antitrust Act (1890), begin the debate that the Progressives carry forward.',
      'In Period 7, the Populists’ demands, such as the income tax and the direct election of senators, become law, the search for overseas markets leads to war with Spain in 1898, and immigration and labor remain at the center of American politics.',
    ],
  },
  {
    period: 7,
    lead: 'From 1890 to 1945 Americans used government to reform an industrial society, lived through a depression that changed the government’s role, and became a world power.',
    changed: [
      'The United States took an overseas empire after the Spanish-American War (1898), including the Philippines, Puerto Rico and Guam. At home, Progressives used journalism, expertise and law to regulate business, clean up politics and protect workers and consumers, and four amendments brought the income tax, the direct election of senators, Prohibition and woman suffrage.',
      'The nation entered World War I in 1917, but afterwards the Senate rejected the Treaty of Versailles and the League of Nations. During that war the Great Migration began to take hundreds of thousands of African Americans from the rural South to northern cities. The 1920s brought cars, radio, mass culture and the Harlem Renaissance, but also the Red Scare, immigration quotas and a revived Ku Klux Klan. The Great Depression that followed the crash of 1929 led to Franklin Roosevelt’s New Deal, which built relief programs, regulated banks and markets, protected unions and created Social Security. The Neutrality Acts of the 1930s tried to keep the nation out of another European war until the fall of France and the Japanese attack on Pearl Harbor (December 7, 1941). World War II (1941–1945) ended the Depression, sent women and African Americans into war work, forced about 120,000 Japanese Americans, most of them citizens, into camps and left the United States the strongest nation on earth.',
    ],
    why: [
      'Industrial growth brought problems that local governments could not handle: monopolies, unsafe factories, slums and corruption. The search for markets and naval power pulled the nation outward. The collapse of 1929, and the failure of voluntary efforts to end it, persuaded most Americans that the federal government should manage the economy and protect them from its worst swings.',
    ],
    links: [
      'The Populists and reformers of Period 6 pass their demands on to the Progressives, and the debate over federal regulation of the economy, which began with the railroads, reaches its height in the New Deal. Immigration restriction, which began with the Chinese Exclusion Act, becomes national policy in the quotas of 1921 and 1924.',
      'In Period 8 the New Deal’s idea of an active federal government shapes postwar liberalism, the Great Migration and wartime service prepare the civil rights movement, and the world role the nation took in World War II becomes the Cold War.',
    ],
  },
  {
    period: 8,
    lead: 'After 1945 the United States led one side of the Cold War abroad, while at home prosperity grew and movements for civil rights changed American law and life.',
    changed: [
      'The alliance with the Soviet Union broke down into the Cold War. The United States chose containment: the Truman Doctrine and the Marshall Plan (1947), NATO (1949), and wars in Korea (1950–1953) and Vietnam, where the nation fought until 1973 without winning. Fear of communism at home fed McCarthyism. After Sputnik (1957) the space race poured federal money into science and schools, and the nuclear arms race brought the world close to war in the Cuban Missile Crisis (1962).',
      'A long postwar boom built suburbs, the baby boom and a consumer society, helped by the GI Bill and federal highways. The civil rights movement used lawsuits, such as Brown v. Board of Education (1954), and nonviolent protest, from Montgomery to Birmingham and Selma, to win the Civil Rights Act (1964) and the Voting Rights Act (1965). Lyndon Johnson’s Great Society added Medicare, Medicaid and a war on poverty. Women, Latinos, American Indians and gay Americans adapted the movement’s methods, while the Vietnam War, urban riots and Watergate (1972–1974) shook trust in government and fed a conservative backlash. In the 1970s oil shortages and stagflation ended the postwar boom.',
    ],
    why: [
      'The Soviet Union and the United States came out of World War II as rival superpowers with opposed systems, and the atomic bomb made every crisis dangerous. Postwar prosperity gave Americans rising expectations, and Black veterans, the Great Migration to northern cities and the Cold War’s claim to defend freedom gave the civil rights movement both leverage and urgency. Television carried violence against peaceful marchers, and the war in Vietnam, into American homes, feeding both the movements for change and the backlash against them.',
    ],
    links: [
      'The New Deal’s active government of Period 7 continues in the Great Society, and the world role the nation took in World War II becomes a permanent commitment. The fight for equality that Reconstruction began and Jim Crow blocked is taken up again and, in law at least, won.',
      'In Period 9 the backlash against the 1960s becomes a conservative movement that elects Ronald Reagan, the Cold War ends, and debates over the size of government, civil rights and America’s role in the world go on in new forms.',
    ],
  },
  {
    period: 9,
    lead: 'Since 1980 a conservative turn in politics, the end of the Cold War, a global economy and new technology have reshaped the United States.',
    changed: [
      'Ronald Reagan won the presidency in 1980 with a coalition of free-market, anticommunist and religious conservatives. He cut taxes and regulations and built up the military, and deficits grew. The Cold War ended as Eastern Europe’s communist governments fell in 1989 and the Soviet Union broke apart in 1991. In the 1990s Bill Clinton, a "New Democrat," and a Republican Congress elected on the Contract with America rewrote welfare in 1996 and balanced the budget by 1998.',
      'The economy moved from factories to services and computers, the internet spread, and free trade agreements such as NAFTA (1994) tied the nation to a global market, while income inequality widened. Immigration, most of it from Latin America and Asia, made the country more diverse and reopened arguments over the border. After the attacks of September 11, 2001, the United States fought wars in Afghanistan and Iraq, and the financial crisis of 2008 brought the Great Recession. That year Americans elected Barack Obama, the first African American president, and his Affordable Care Act (2010) widened health coverage. Americans argued over abortion, gay rights and religion in public life, and in 2015 the Supreme Court ruled that same-sex couples have a right to marry.',
    ],
    why: [
      'Stagflation, the Iran hostage crisis and the turmoil of the 1960s and 1970s had weakened faith in liberal government. Soviet economic weakness and Gorbachev’s reforms, together with American pressure, ended the Cold War. New technology and cheaper shipping made a global economy possible, and changes to immigration law in 1965 opened the door to new immigrants. The attacks of 2001, by the terrorist network al-Qaeda, led to new debates over security and civil liberties, such as the USA PATRIOT Act.',
    ],
    links: [
      'The debate over how big the federal government should be, which began with Hamilton and Jefferson and grew with the New Deal and the Great Society, continues in fights over taxes, welfare and health care. The questions of who belongs, asked from the Chinese Exclusion Act to the quotas of 1924, return in debates over immigration.',
      'The period has no "after" yet: it is the present. The course ends by asking how the themes it has followed, from migration and work to America’s role in the world, shape the choices of today.',
    ],
  },
];

/** The overview of a period, by the unit route's `$unitId` (a unit's number is its period's). */
export const findPeriodOverview = (period: number | string) => periodOverviews.find((overview) => overview.period === period) ?? null;
