/**
 * The document-based questions, written for Pocket AP in the current format: one prompt and seven public-domain
 * documents each (docs/content.md#rules, docs/content.md#exam-format-facts).
 */
import type { DbqPrompt } from './schema';

export const dbqSlaveryExpansion: DbqPrompt = {
  id: 'slavery-expansion-1820-1860',
  title: 'Slavery’s expansion and American politics, 1820–1860',
  periods: [4, 5],
  years: [1820, 1860],
  question:
    'Evaluate the extent to which disputes over the expansion of slavery into the western territories reshaped American politics from 1820 to 1860.',
  documents: [
    {
      number: 1,
      title: 'A letter on the Missouri question',
      date: 'April 22, 1820',
      situation: 'Private letter to John Holmes, a congressman from the District of Maine who had voted for the Missouri Compromise',
      text:
        'This momentous question, like a fire bell in the night, awakened and filled me with terror. I considered it at once as ' +
        'the knell of the Union. It is hushed, indeed, for the moment. But this is a reprieve only, not a final sentence. A ' +
        'geographical line, coinciding with a marked principle, moral and political, once conceived and held up to the angry ' +
        'passions of men, will never be obliterated; and every new irritation will mark it deeper and deeper.',
      source: { kind: 'public-domain', author: 'Thomas Jefferson', work: 'Letter to John Holmes', year: 1820, adapted: true },
    },
    {
      number: 2,
      title: 'An amendment offered in the House of Representatives',
      date: 'August 1846',
      situation:
        'Amendment to a bill funding negotiations with Mexico during the Mexican-American War; it passed the House, the Senate adjourned without voting on the bill, and when the House added it to a new bill in 1847 the Senate passed that bill without it',
      text:
        'Provided, That, as an express and fundamental condition to the acquisition of any territory from the Republic of ' +
        'Mexico by the United States, by virtue of any treaty which may be negotiated between them, and to the use by the ' +
        'Executive of the moneys herein appropriated, neither slavery nor involuntary servitude shall ever exist in any part ' +
        'of said territory, except for crime, whereof the party shall first be duly convicted.',
      source: {
        kind: 'us-government',
        author: 'David Wilmot, Representative from Pennsylvania',
        work: 'The Wilmot Proviso',
        year: 1846,
        adapted: true,
      },
    },
    {
      number: 3,
      title: 'A federal law organizing two territories',
      date: 'May 30, 1854',
      situation: 'Federal law introduced by Senator Stephen A. Douglas of Illinois',
      text:
        'The Constitution, and all laws of the United States which are not locally inapplicable, shall have the same force ' +
        'and effect within the said Territory of Nebraska as elsewhere within the United States, except the eighth section ' +
        'of the act preparatory to the admission of Missouri into the Union, approved March sixth, eighteen hundred and ' +
        'twenty, which, being inconsistent with the principle of non-intervention by Congress with slavery in the States and ' +
        'Territories, as recognized by the legislation of eighteen hundred and fifty, commonly called the Compromise ' +
        'Measures, is hereby declared inoperative and void; it being the true intent and meaning of this act not to ' +
        'legislate slavery into any Territory or State, nor to exclude it therefrom, but to leave the people thereof ' +
        'perfectly free to form and regulate their domestic institutions in their own way, subject only to the ' +
        'Constitution of the United States.',
      source: { kind: 'us-government', author: 'United States Congress', work: 'Kansas-Nebraska Act', year: 1854, adapted: true },
    },
    {
      number: 4,
      title: 'The presidential election of 1856',
      date: 'November 1856 (counted by Congress in February 1857)',
      situation: 'The first presidential election in which the Republican Party, founded in 1854, ran a candidate',
      text:
        'The map shows which candidate won each state’s electoral votes in the presidential election of 1856, the first in ' +
        'which the new Republican Party ran a candidate. Each square is a state, placed roughly where it lies; territories, ' +
        'which did not vote, are not shown.',
      source: { kind: 'us-government', author: 'U.S. Senate', work: 'Journal of the Senate, 34th Congress, 3rd session (the count of the electoral votes)', year: 1857, adapted: true },
      visual: {
        kind: 'state-map',
        caption: 'Electoral votes by state, 1856',
        legend: [
          { key: 'buchanan', label: 'James Buchanan (Democrat)' },
          { key: 'fremont', label: 'John C. Frémont (Republican)' },
          { key: 'fillmore', label: 'Millard Fillmore (American, or Know-Nothing, Party)' },
        ],
        states: {
          ME: 'fremont', NH: 'fremont', VT: 'fremont', MA: 'fremont', RI: 'fremont', CT: 'fremont', NY: 'fremont', OH: 'fremont',
          MI: 'fremont', WI: 'fremont', IA: 'fremont',
          PA: 'buchanan', NJ: 'buchanan', IN: 'buchanan', IL: 'buchanan', CA: 'buchanan', DE: 'buchanan', VA: 'buchanan',
          NC: 'buchanan', SC: 'buchanan', GA: 'buchanan', FL: 'buchanan', AL: 'buchanan', MS: 'buchanan', LA: 'buchanan',
          TX: 'buchanan', AR: 'buchanan', TN: 'buchanan', KY: 'buchanan', MO: 'buchanan',
          MD: 'fillmore',
        },
        note: 'Electoral votes in all: Buchanan 174, Frémont 114, Fillmore 8 (149 were needed to win). Frémont won no votes in the slave states.',
      },
    },
    {
      number: 5,
      title: 'A decision of the Supreme Court',
      date: 'March 6, 1857',
      situation: 'Opinion of the Court in the case of Dred Scott, an enslaved man who sued for his freedom',
      text:
        'The right of property in a slave is distinctly and expressly affirmed in the Constitution. Upon these ' +
        'considerations, it is the opinion of the court that the act of Congress which prohibited a citizen from holding ' +
        'and owning property of this kind in the territory of the United States north of the line therein mentioned, is ' +
        'not warranted by the Constitution, and is therefore void.',
      source: {
        kind: 'us-government',
        author: 'Roger B. Taney, Chief Justice of the United States',
        work: 'Dred Scott v. Sandford',
        year: 1857,
        adapted: true,
      },
    },
    {
      number: 6,
      title: 'A speech in Springfield, Illinois',
      date: 'June 16, 1858',
      situation: 'Speech to the Illinois Republican state convention, which had named him its candidate for the United States Senate',
      text:
        '“A house divided against itself cannot stand.” I believe this government cannot endure, permanently half slave and ' +
        'half free. I do not expect the Union to be dissolved — I do not expect the house to fall — but I do expect it will ' +
        'cease to be divided. It will become all one thing or all the other. Either the opponents of slavery will arrest the ' +
        'further spread of it, and place it where the public mind shall rest in the belief that it is in the course of ' +
        'ultimate extinction; or its advocates will push it forward, till it shall become alike lawful in all the States, ' +
        'old as well as new — North as well as South.',
      source: { kind: 'public-domain', author: 'Abraham Lincoln', work: 'House Divided speech', year: 1858, adapted: false },
    },
    {
      number: 7,
      title: 'A state convention explains its decision',
      date: 'December 24, 1860',
      situation: 'Issued by the convention that voted to take South Carolina out of the Union after the election of 1860',
      text:
        'A geographical line has been drawn across the Union, and all the States north of that line have united in the ' +
        'election of a man to the high office of President of the United States, whose opinions and purposes are hostile to ' +
        'slavery. He is to be entrusted with the administration of the common Government, because he has declared that ' +
        'that “Government cannot endure permanently half slave, half free,” and that the public mind must rest in the ' +
        'belief that slavery is in the course of ultimate extinction.',
      source: {
        kind: 'public-domain',
        author: 'South Carolina secession convention',
        work: 'Declaration of the Immediate Causes Which Induce and Justify the Secession of South Carolina from the Federal Union',
        year: 1860,
        adapted: true,
      },
    },
  ],
};

export const dbqFederalEconomy: DbqPrompt = {
  id: 'federal-economy-1890-1933',
  title: 'The federal government and the economy, 1890–1933',
  periods: [6, 7],
  years: [1890, 1933],
  question:
    'Evaluate the extent to which the federal government’s role in regulating the economy changed from 1890 to 1933.',
  documents: [
    {
      number: 1,
      title: 'A federal law on trade and commerce',
      date: 'July 2, 1890',
      situation: 'Federal law passed after years of public anger at trusts such as Standard Oil',
      text:
        'Every contract, combination in the form of trust or otherwise, or conspiracy, in restraint of trade or commerce ' +
        'among the several States, or with foreign nations, is hereby declared to be illegal. Every person who shall make ' +
        'any such contract or engage in any such combination or conspiracy, shall be deemed guilty of a misdemeanor, and, ' +
        'on conviction thereof, shall be punished by fine not exceeding five thousand dollars, or by imprisonment not ' +
        'exceeding one year, or by both said punishments, in the discretion of the court.',
      source: { kind: 'us-government', author: 'United States Congress', work: 'Sherman Antitrust Act', year: 1890, adapted: false },
    },
    {
      number: 2,
      title: 'A decision of the Supreme Court',
      date: 'April 17, 1905',
      situation: 'Majority opinion (5 to 4) striking down a New York law that limited bakers’ working hours',
      text:
        'The statute necessarily interferes with the right of contract between the employer and employees, concerning the ' +
        'number of hours in which the latter may labor in the bakery of the employer. The general right to make a contract ' +
        'in relation to his business is part of the liberty of the individual protected by the Fourteenth Amendment.\n\n' +
        'Statutes of the nature of that under review, limiting the hours in which grown and intelligent men may labor to ' +
        'earn their living, are mere meddlesome interferences with the rights of the individual.',
      source: {
        kind: 'us-government',
        author: 'Rufus W. Peckham, Associate Justice of the Supreme Court',
        work: 'Lochner v. New York',
        year: 1905,
        adapted: true,
      },
    },
    {
      number: 3,
      title: 'A speech in Osawatomie, Kansas',
      date: 'August 31, 1910',
      situation: 'Speech by the former president at the dedication of a park honoring the abolitionist John Brown, two years before he ran for president again',
      text:
        'The absence of effective State, and, especially, national, restraint upon unfair money-getting has tended to ' +
        'create a small class of enormously wealthy and economically powerful men, whose chief object is to hold and ' +
        'increase their power.\n\n' +
        'The National Government belongs to the whole American people, and where the whole American people are interested, ' +
        'that interest can be guarded effectively only by the National Government.',
      source: { kind: 'public-domain', author: 'Theodore Roosevelt', work: 'The New Nationalism', year: 1910, adapted: true },
    },
    {
      number: 4,
      title: 'A book by a new president',
      date: '1913',
      situation: 'Book drawn from his speeches in the presidential campaign of 1912',
      text:
        'I take my stand absolutely, where every progressive ought to take his stand, on the proposition that private ' +
        'monopoly is indefensible and intolerable.\n\n' +
        'What this country needs above everything else is a body of laws which will look after the men who are on the make ' +
        'rather than the men who are already made.',
      source: { kind: 'public-domain', author: 'Woodrow Wilson', work: 'The New Freedom', year: 1913, adapted: true },
    },
    {
      number: 5,
      title: 'A campaign speech in New York City',
      date: 'October 22, 1928',
      situation: 'Speech by the Republican candidate near the end of the presidential campaign of 1928',
      text:
        'When the war closed, the most vital of all issues both in our own country and throughout the world was whether ' +
        'Government should continue war ownership and operation of many instrumentalities of production and distribution. ' +
        'We were challenged with a peace-time choice between the American system of rugged individualism and a European ' +
        'philosophy of diametrically opposed doctrines—doctrines of paternalism and state socialism.',
      source: { kind: 'public-domain', author: 'Herbert Hoover', work: 'Rugged Individualism campaign speech', year: 1928, adapted: true },
    },
    {
      number: 6,
      title: 'The top federal income tax rate, 1913–1932',
      date: '1913–1932',
      situation: 'Rates set by the revenue acts Congress passed after the Sixteenth Amendment (1913) allowed a federal income tax',
      text:
        'The table shows the highest rate of the federal income tax, the share of each dollar above the top bracket that ' +
        'the richest taxpayers owed, in each tax year from 1913, when the Sixteenth Amendment was ratified, to 1932.',
      source: { kind: 'us-government', author: 'U.S. Congress', work: 'Revenue Acts of 1913 to 1932 (top rates of the individual income tax)', year: 1932, adapted: true },
      visual: {
        kind: 'table',
        caption: 'Top federal income tax rate by tax year',
        columns: ['Tax years', 'Top rate'],
        rows: [
          ['1913–1915', '7%'],
          ['1916', '15%'],
          ['1917', '67%'],
          ['1918', '77%'],
          ['1919–1921', '73%'],
          ['1922–1923', '58%'],
          ['1924', '46%'],
          ['1925–1928', '25%'],
          ['1929', '24%'],
          ['1930–1931', '25%'],
          ['1932', '63%'],
        ],
        note: 'The top rate applied only to the largest incomes (in 1913, income above $500,000); most Americans paid no federal income tax in these years.',
      },
    },
    {
      number: 7,
      title: 'An inaugural address',
      date: 'March 4, 1933',
      situation: 'Address on taking office, when about a quarter of American workers had no job',
      text:
        'Our greatest primary task is to put people to work. … It can be accomplished in part by direct recruiting by the ' +
        'Government itself, treating the task as we would treat the emergency of a war …\n\n' +
        'I am prepared under my constitutional duty to recommend the measures that a stricken Nation in the midst of a ' +
        'stricken world may require. These measures, or such other measures as the Congress may build out of its ' +
        'experience and wisdom, I shall seek, within my constitutional authority, to bring to speedy adoption.\n\n' +
        'But in the event that the Congress shall fail to take one of these two courses, and in the event that the national ' +
        'emergency is still critical, … I shall ask the ' +
        'Congress for the one remaining instrument to meet the crisis—broad Executive power to wage a war against the ' +
        'emergency, as great as the power that would be given to me if we were in fact invaded by a foreign foe.',
      source: { kind: 'us-government', author: 'Franklin D. Roosevelt', work: 'First Inaugural Address', year: 1933, adapted: false },
    },
  ],
};

export const DBQ_PROMPTS: readonly DbqPrompt[] = [dbqSlaveryExpansion, dbqFederalEconomy];

/** The DBQ's time: 60 minutes, of which 15 are a suggested reading period (docs/content.md#exam-format-facts). */
export const DBQ_MINUTES = 60;
export const DBQ_READING_MINUTES = 15;

export const findDbq = (id: string) => DBQ_PROMPTS.find((prompt) => prompt.id === id) ?? null;
