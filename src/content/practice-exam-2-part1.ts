import type { McqSet } from './schema';

/**
 * Practice exam 2, questions 1-30 (periods 1 to 5), written for Pocket AP. Translated, condensed or modernised
 * excerpts are marked "adapted"; tables give public figures rounded as their notes say.
 */
export const practiceExam2Part1: McqSet[] = [
  {
    id: 'e2-set-01',
    stimulus: {
      title: 'An argument for western voyages',
      text:
        'This western discovery will greatly enlarge the gospel of Christ, which the princes of the reformed religion are chiefly bound to spread. …\n\n' +
        'This voyage will bring us all the commodities of Europe, Africa and Asia that we now buy from other nations, and it will set to work great numbers of idle men, of whom the realm is now so full that the prisons are crowded with them. …\n\n' +
        'Planting there will be a great bridle to the Indies of the king of Spain, from which he draws the treasure that pays for his wars against us and our friends.',
      source: { kind: 'public-domain', author: 'Richard Hakluyt', work: 'A Discourse Concerning Western Planting', year: 1584, adapted: true },
    },
    questions: [
      {
        id: 'p2-q-01', number: 1, period: 1, skill: 'contextualization',
        question: 'The excerpt reflects the context of which of the following in the sixteenth century?',
        options: [
          'rivalry between Protestant England and Catholic Spain for wealth and power',
          'competition between England and France for the fur trade of the St. Lawrence',
          'English efforts to take over the Portuguese trade in spices from Asia',
          'the Dutch Republic’s growing control of the Atlantic trade in enslaved people',
        ],
        answer: 0,
        explanation:
          'Hakluyt pairs spreading the "reformed" (Protestant) religion with putting a "bridle" on the king of Spain, whose American treasure paid for his wars: the excerpt belongs to the Anglo-Spanish rivalry that led to open war in 1585. The excerpt never mentions France, and the great contest for the St. Lawrence fur trade came in the seventeenth century; Hakluyt wants Asian goods without buying them from other nations, not a takeover of Portugal’s spice routes (the English East India Company dates from 1600); and the Dutch rise in the slave trade came after 1600 and plays no part in his case.',
      },
      {
        id: 'p2-q-02', number: 2, period: 1, skill: 'sourcing-and-situation',
        question: 'Hakluyt most likely wrote the excerpt in order to',
        options: [
          'invite persecuted English Catholics to settle a refuge in America',
          'defend Spain’s treatment of Native peoples against Protestant critics',
          'warn English merchants against trade with the peoples of America',
          'persuade English leaders that colonies in America would serve the realm',
        ],
        answer: 3,
        explanation:
          'Every argument in the excerpt is a benefit to England: true religion spread, goods no longer bought from rivals, idle men employed, Spain weakened. It is a case for royal and investor backing of "planting" (settlement). It speaks for the "reformed religion" and the realm, not for a refuge for Catholics such as Sir Humphrey Gilbert’s backers had planned in 1582-1583; it attacks Spain rather than defending it; and it promises trade in all the commodities of the world rather than warning against it.',
      },
      {
        id: 'p2-q-03', number: 3, period: 1, skill: 'comparison',
        question: 'Hakluyt’s case for western voyages was most similar to the case made by',
        options: [
          'Las Casas, who held that Native peoples must be converted by persuasion alone',
          'Spanish officials who drafted the New Laws to limit forced Native labor',
          'mercantilist writers who valued colonies as sources of goods and markets',
          'Portuguese traders who sought gold and captives on Africa’s western coast',
        ],
        answer: 2,
        explanation:
          'Hakluyt values colonies because they would supply goods England now buys from other nations and employ its people: the mercantilist idea that colonies strengthen the home country’s trade and treasury. Las Casas argued about how to treat and convert Native peoples, which the excerpt does not discuss; the New Laws of 1542 limited the encomienda, a Spanish labor system Hakluyt never mentions; and the Portuguese trade in gold and captives on the African coast is not among his aims.',
      },
    ],
  },
  {
    id: 'e2-set-02',
    stimulus: {
      title: 'A traveler’s account of arrival in Philadelphia',
      text:
        'When the ships have landed at Philadelphia after their long voyage, no one is permitted to leave them except those who pay for their passage or can give good security; the others, who cannot pay, must remain on board until they are purchased. …\n\n' +
        'Every day Englishmen, Dutchmen and High Germans come from the city of Philadelphia and other places, some from a great distance, go on board the newly arrived ship, select among the healthy persons such as they deem suitable for their business, and bargain with them how long they will serve for their passage money, which most of them still owe. Adults bind themselves in writing to serve three, four, five or six years, according to their age and strength; young people from ten to fifteen must serve until they are twenty-one. …\n\n' +
        'It often happens that whole families, husband, wife and children, are separated by being sold to different purchasers, especially when they have not paid any part of their passage.',
      source: {
        kind: 'public-domain',
        author: 'Gottlieb Mittelberger',
        work: 'Journey to Pennsylvania in the Year 1750 and Return to Germany in the Year 1754',
        year: 1756,
        adapted: true,
      },
    },
    questions: [
      {
        id: 'p2-q-04', number: 4, period: 2, skill: 'contextualization',
        question: 'The practice described in the excerpt developed in the context of',
        options: [
          'a colonial demand for workers where land was cheap and labor scarce',
          'English laws that barred non-English Protestants from the colonies',
          'the collapse of Pennsylvania’s farm economy after a long drought',
          'a Crown ban on bringing enslaved Africans into the middle colonies',
        ],
        answer: 0,
        explanation:
          'Buyers come from far away to choose "healthy persons" for their business because land in the colonies was plentiful and hands to work it were few, so a migrant’s future labor could pay for the voyage. Pennsylvania welcomed German and other non-English Protestants, as the "High Germans" among the buyers show; its farm economy was growing, not collapsing, in the mid-1700s; and no Crown ban kept enslaved Africans out of the middle colonies, where some colonists held them.',
      },
      {
        id: 'p2-q-05', number: 5, period: 2, skill: 'comparison',
        question: 'Compared with enslaved Africans in the colonies, the servants described in the excerpt',
        options: [
          'could not be sold or handed over to another master',
          'were protected by law from being parted from their families',
          'served for a limited term fixed in a written agreement',
          'were kept out of field work and the skilled trades',
        ],
        answer: 2,
        explanation:
          'Mittelberger’s migrants "bind themselves in writing" for three to six years, or until twenty-one, after which they are free; enslaved Africans were held for life, and their children inherited their status. The excerpt itself shows servants being sold and families "separated by being sold to different purchasers", so neither protection existed, and servants did field work and learned trades as their masters chose.',
      },
      {
        id: 'p2-q-06', number: 6, period: 2, skill: 'claims-and-evidence',
        question: 'Which of the following claims about colonial society does the excerpt most directly support?',
        options: [
          'Most workers on Pennsylvania farms were enslaved Africans',
          'Colonial governments paid the passage of German migrants',
          'Some European migrants paid for the voyage with years of labor',
          'Philadelphia buyers chose servants mainly by their religion',
        ],
        answer: 2,
        explanation:
          'Migrants who "cannot pay" their passage stay aboard until buyers bargain "how long they will serve for their passage money": the voyage was paid for in bound labor. The excerpt describes white European servants, not enslaved Africans; it says the passengers themselves owe the passage money, so no government paid it; and buyers choose "healthy persons" suited to their business, not people of a given faith.',
      },
      {
        id: 'p2-q-07', number: 7, period: 2, skill: 'causation',
        question: 'Migration like that described in the excerpt most directly contributed to which of the following in the middle colonies?',
        options: [
          'the Church of England’s adoption as Pennsylvania’s official church',
          'the spread of large rice plantations worked by bound laborers',
          'the loss of the Quakers’ majority in Pennsylvania’s assembly in the 1740s',
          'a mix of peoples and faiths wider than New England’s',
        ],
        answer: 3,
        explanation:
          'Germans, Scots-Irish, Dutch and English settlers of many churches (Lutheran, Reformed, Mennonite, Presbyterian, Quaker) made the middle colonies the most diverse in British North America, far more mixed than Puritan New England. Pennsylvania never had an established church; rice plantations belonged to the lowcountry of South Carolina and Georgia; and Quakers kept control of the Pennsylvania assembly until many withdrew from it in 1756, during the French and Indian War.',
      },
    ],
  },
  {
    id: 'e2-set-03',
    stimulus: {
      title: 'Population and enslaved people in eight states, 1790',
      text: 'The table gives figures from the first federal census, taken in 1790, for eight of the original thirteen states.',
      source: {
        kind: 'us-government',
        author: 'U.S. Department of State',
        work: 'Return of the Whole Number of Persons within the Several Districts of the United States',
        year: 1791,
        adapted: true,
      },
      visual: {
        kind: 'table',
        caption: 'Total population and enslaved people by state, census of 1790 (thousands)',
        columns: ['State', 'Total', 'Enslaved'],
        rows: [
          ['Virginia', '748', '293'],
          ['South Carolina', '249', '107'],
          ['Maryland', '320', '103'],
          ['North Carolina', '394', '101'],
          ['Georgia', '83', '29'],
          ['New York', '340', '21'],
          ['Pennsylvania', '434', '4'],
          ['Massachusetts', '379', '0'],
        ],
        note: 'Figures rounded to the nearest thousand. Virginia includes its western counties; Massachusetts does not include Maine, which was counted separately. Massachusetts reported no enslaved people.',
      },
    },
    questions: [
      {
        id: 'p2-q-08', number: 8, period: 3, skill: 'causation',
        question: 'The differences in enslaved population among the states shown in the table, which already existed in 1787, most directly led to which of the following provisions of the Constitution?',
        options: [
          'giving each state two members in the Senate, whatever its size',
          'leaving the choice of presidential electors to each state legislature',
          'counting three-fifths of enslaved people in apportioning the House',
          'giving Congress the power to regulate trade among the states',
        ],
        answer: 2,
        explanation:
          'Enslaved people were from about a quarter (North Carolina) to more than two-fifths (South Carolina) of the people of the southern states in the table and almost none of Pennsylvania’s or Massachusetts’s, so delegates fought over whether they counted in apportioning seats; the three-fifths clause was the result. Equal Senate seats settled a quarrel between large and small states, not slave and free; the legislatures’ power over electors answered a dispute about how to choose a president; and the commerce power answered the trade wars among states under the Articles.',
      },
      {
        id: 'p2-q-09', number: 9, period: 3, skill: 'causation',
        question: 'The figures the table gives for the two states with the fewest enslaved people resulted most directly from',
        options: [
          'the Northwest Ordinance’s ban on slavery north of the Ohio River',
          'state laws and court rulings that ended slavery or phased it out',
          'the federal ban on importing enslaved people from Africa',
          'Somerset’s Case, which freed enslaved people throughout the British Empire',
        ],
        answer: 1,
        explanation:
          'Pennsylvania’s Gradual Abolition Act (1780) and the Massachusetts court rulings in the Quock Walker cases (1781-1783) left Pennsylvania about 4,000 enslaved people and Massachusetts none by 1790. The Northwest Ordinance (1787) governed the territory north of the Ohio, not the existing states; the federal ban on the African slave trade took effect only in 1808; and Somerset’s Case (1772) held that a slave could not be forced out of England, freeing no one in the colonies.',
      },
      {
        id: 'p2-q-10', number: 10, period: 3, skill: 'continuity-and-change',
        question: 'Which of the following later developments continued the trend seen in the states with the fewest enslaved people?',
        options: [
          'New York’s 1799 law for the gradual abolition of slavery',
          'the Fugitive Slave Act passed by Congress in 1793',
          'the spread of cotton after Eli Whitney’s gin of 1793',
          'South Carolina’s reopening of the African slave trade in 1803',
        ],
        answer: 0,
        explanation:
          'Pennsylvania and Massachusetts had nearly or entirely ended slavery; New York followed with its gradual abolition law of 1799, which freed children born to enslaved mothers after an indenture, and New Jersey did the same in 1804. The Fugitive Slave Act helped owners recover people who fled, the cotton gin spread slavery across the lower South, and South Carolina’s reopening of the trade brought in tens of thousands of Africans before 1808: each strengthened slavery rather than continuing its end.',
      },
    ],
  },
  {
    id: 'e2-set-04',
    stimulus: {
      title: 'An essay in a New York newspaper',
      text:
        'This government is to possess absolute and uncontrollable power, legislative, executive and judicial, with respect to every object to which it extends; for by the last clause of section 8 of article 1, Congress shall have power to make all laws which shall be necessary and proper for carrying into execution the foregoing powers. …\n\n' +
        'The greatest and wisest men who have ever thought or written on the science of government teach that a free republic cannot succeed over a country of such immense extent, containing such a number of inhabitants, as that of the whole United States. …\n\n' +
        'In a republic, the manners, sentiments and interests of the people should be similar. If this be not the case, there will be a constant clashing of opinions, and the representatives of one part will be continually striving against those of the other.',
      source: { kind: 'public-domain', author: 'Brutus', work: 'Essay No. 1, To the Citizens of the State of New-York', year: 1787, adapted: true },
    },
    questions: [
      {
        id: 'p2-q-11', number: 11, period: 3, skill: 'sourcing-and-situation',
        question: 'The excerpt is best understood as part of',
        options: [
          'the debate over whether the states should ratify the new Constitution',
          'the call of the Annapolis Convention to amend the Articles of Confederation',
          'Congress’s debate over governing the lands north of the Ohio River',
          'the dispute over how Massachusetts should deal with Shays’s Rebellion',
        ],
        answer: 0,
        explanation:
          'Brutus quotes "section 8 of article 1" and its necessary and proper clause: he is attacking the Constitution that the Philadelphia Convention had just sent to the states, as one of the Antifederalists who urged New York not to ratify it. The Annapolis Convention (1786) called for a convention to revise the Articles, not to adopt this text; the Northwest Ordinance debate concerned territorial government, not a national government’s powers; and the essay never mentions Shays’s Rebellion or Massachusetts.',
      },
      {
        id: 'p2-q-12', number: 12, period: 3, skill: 'claims-and-evidence',
        question: 'Which of the following best describes the main argument of the excerpt?',
        options: [
          'Congress needs a power to tax if the nation is to pay its war debts',
          'The president should be chosen by the people, not by electors',
          'One republic cannot govern a land as large and varied as this one',
          'Every state, large or small, should have an equal voice in Congress',
        ],
        answer: 2,
        explanation:
          'Brutus cites the "greatest and wisest" writers on government, above all Montesquieu, for the view that a free republic cannot succeed over a country of "immense extent" whose people do not share manners and interests. A taxing power to pay debts was a Federalist argument for the Constitution; the excerpt says nothing about how the president is chosen; and equal state representation, the small states’ demand, is not his subject.',
      },
      {
        id: 'p2-q-13', number: 13, period: 3, skill: 'comparison',
        question: 'Brutus’s view of a large republic differed most from that of',
        options: [
          'James Madison, who held that a large republic would check factions',
          'Patrick Henry, who warned that the plan endangered the states’ power',
          'George Mason, who would not sign a plan that lacked a bill of rights',
          'Mercy Otis Warren, who feared a distant, consolidated government',
        ],
        answer: 0,
        explanation:
          'In The Federalist No. 10 Madison turned Brutus’s point around: a large republic holds so many factions that no one of them can easily form an oppressive majority. Patrick Henry, George Mason and Mercy Otis Warren were all Antifederalists who shared Brutus’s fear of a consolidated national government, so their views were close to his rather than opposed.',
      },
      {
        id: 'p2-q-14', number: 14, period: 3, skill: 'causation',
        question: 'Concerns like those expressed in the excerpt most directly led to',
        options: [
          'the adoption of the Bill of Rights, including the Tenth Amendment',
          'the Judiciary Act of 1789, which created the lower federal courts',
          'the protest of western farmers against a federal tax on whiskey',
          'the creation of executive departments whose heads formed a cabinet',
        ],
        answer: 0,
        explanation:
          'Antifederalist fears of "absolute and uncontrollable" federal power led Federalists to promise amendments during ratification; Madison guided them through the First Congress, and the Tenth Amendment reserves to the states and the people the powers not delegated to the United States. The Judiciary Act and the executive departments built up the new government’s machinery rather than limiting it, and the Whiskey Rebellion (1794) was a protest against one excise tax, not the outcome of the ratification debate.',
      },
    ],
  },
  {
    id: 'e2-set-05',
    stimulus: {
      title: 'Votes cast for president, 1824-1840',
      text: 'The chart shows the total number of popular votes cast in five presidential elections.',
      source: {
        kind: 'us-government',
        author: 'U.S. Census Bureau',
        work: 'Historical Statistics of the United States, Colonial Times to 1970',
        year: 1975,
        adapted: true,
      },
      visual: {
        kind: 'bar-chart',
        caption: 'Popular votes cast for president, 1824-1840',
        valueLabel: 'Votes cast (millions)',
        bars: [
          { label: '1824', value: 0.4 },
          { label: '1828', value: 1.1 },
          { label: '1832', value: 1.3 },
          { label: '1836', value: 1.5 },
          { label: '1840', value: 2.4 },
        ],
        note: 'Figures rounded to the nearest hundred thousand. Counts for 1832 differ among compilations, from about 1.2 to 1.3 million, because votes for joint anti-Jackson tickets were tallied in different ways; the chart uses the larger. Some state legislatures chose presidential electors themselves, with no popular vote: six states in 1824, two in 1828, and only South Carolina from 1832 on.',
      },
    },
    questions: [
      {
        id: 'p2-q-15', number: 15, period: 4, skill: 'causation',
        question: 'The change in the chart from 1824 to 1828 resulted most directly from',
        options: [
          'a federal law requiring every state to hold a popular vote for president',
          'the extension of the vote to property-owning women in several states',
          'a wave of Irish and German immigrants who became citizens and voters',
          'states widening the white male vote and letting voters pick electors',
        ],
        answer: 3,
        explanation:
          'By the late 1820s most states had replaced property tests for white men with a small tax or no test at all, and, as the note shows, four of the six states whose legislatures had chosen electors in 1824 now let voters choose them; the Jackson-Adams rematch brought these new voters out. No federal law required a popular vote (South Carolina’s legislature chose electors until 1860); no state let women vote in these years (New Jersey had ended women’s voting in 1807); and the great Irish and German migrations came in the 1840s and 1850s.',
      },
      {
        id: 'p2-q-16', number: 16, period: 4, skill: 'contextualization',
        question: 'The trend shown in the chart is best explained in the context of',
        options: [
          'the revivals and moral reform societies of the Second Great Awakening',
          'South Carolina’s nullification of the federal tariff',
          'the removal of southeastern Native nations to Indian Territory',
          'the rise of mass parties as Democrats and Whigs competed for voters',
        ],
        answer: 3,
        explanation:
          'From 1828 Jackson’s Democrats and, after 1834, the Whigs built party machines, newspapers and rallies to turn out voters, climaxing in the "log cabin" campaign of 1840, when the vote grew by more than half over 1836. The revivals of the Second Great Awakening filled churches and reform societies rather than polling places; the nullification crisis (1832-1833) was a clash between one state and the federal government over the tariff; and Indian removal, though a major issue of Jackson’s presidency, took Native nations’ land and did not enlarge the electorate.',
      },
      {
        id: 'p2-q-17', number: 17, period: 4, skill: 'claims-and-evidence',
        question: 'The chart most directly supports which of the following claims?',
        options: [
          'Whig candidates won the most popular votes in each election after 1832',
          'Fewer people voted for president after the Panic of 1837 than before it',
          'Far more Americans voted for president in 1840 than in 1824',
          'Most state legislatures kept the choice of electors until after 1836',
        ],
        answer: 2,
        explanation:
          'The vote grew about six times over, from about 0.4 million in 1824 to 2.4 million in 1840. The chart gives totals, not parties, and Van Buren, a Democrat, won in 1836; the vote rose after the Panic of 1837, from 1.5 to 2.4 million; and the note says that only South Carolina’s legislature still chose electors from 1832 on.',
      },
      {
        id: 'p2-q-18', number: 18, period: 4, skill: 'continuity-and-change',
        question: 'Which of the following later developments most directly continued the trend shown in the chart?',
        options: [
          'the House gag rule that tabled petitions against slavery',
          'a nativist push to make immigrants wait twenty-one years to vote',
          'a Supreme Court ruling that Black Americans could not be citizens',
          'Rhode Island’s new constitution after the Dorr Rebellion of 1842',
        ],
        answer: 3,
        explanation:
          'Rhode Island still limited the vote to landowners in 1841; after the Dorr Rebellion its 1843 constitution let native-born men who paid a small tax vote, widening participation as the chart’s earlier growth had. The gag rule (1836-1844) silenced antislavery petitions, the Know-Nothings’ call for a 21-year wait sought to shrink the electorate, and the Dred Scott decision (1857) denied Black Americans citizenship: each narrowed, not widened, political participation.',
      },
    ],
  },
  {
    id: 'e2-set-06',
    stimulus: {
      title: 'A message to the Senate, July 1832',
      text:
        'It is to be regretted that the rich and powerful too often bend the acts of government to their selfish purposes. Distinctions in society will always exist under every just government. Equality of talents, of education, or of wealth cannot be produced by human institutions. … But when the laws undertake to add to these natural and just advantages artificial distinctions, to grant titles, gratuities and exclusive privileges, to make the rich richer and the potent more powerful, the humble members of society, the farmers, mechanics and laborers, who have neither the time nor the means of securing like favors to themselves, have a right to complain of the injustice of their government. …\n\n' +
        'Each public officer who takes an oath to support the Constitution swears that he will support it as he understands it, and not as it is understood by others.',
      source: { kind: 'us-government', author: 'Andrew Jackson', work: 'Veto Message on the Bill to Recharter the Bank of the United States', year: 1832, adapted: true },
    },
    questions: [
      {
        id: 'p2-q-19', number: 19, period: 4, skill: 'sourcing-and-situation',
        question: 'Jackson’s point of view in the excerpt is best described as',
        options: [
          'a demand that government make citizens’ wealth more nearly equal',
          'a plan to place a national bank under the president’s control',
          'a defense of ordinary producers against favors granted to the rich',
          'an appeal to the Supreme Court’s final word on the Constitution',
        ],
        answer: 2,
        explanation:
          'Jackson speaks for "the farmers, mechanics and laborers" against laws that grant "exclusive privileges" to make "the rich richer", and he saw the Bank’s charter as such a privilege. He says outright that equality of wealth "cannot be produced by human institutions", so he is not demanding it; he vetoes the Bank rather than proposing a bank of his own; and he claims each officer’s right to read the Constitution "as he understands it", not the Court’s final say.',
      },
      {
        id: 'p2-q-20', number: 20, period: 4, skill: 'comparison',
        question: 'Jackson’s view of the Constitution in the excerpt differed most from that of',
        options: [
          'Thomas Jefferson, who called Hamilton’s bank unconstitutional in 1791',
          'John Marshall, who upheld the bank’s constitutionality in McCulloch',
          'Martin Van Buren, who kept federal funds out of private banks',
          'Roger Taney, who moved federal deposits to state-chartered banks',
        ],
        answer: 1,
        explanation:
          'In McCulloch v. Maryland (1819) Chief Justice Marshall ruled the Bank constitutional under the necessary and proper clause and spoke as the final interpreter; Jackson rejects both the Bank and the idea that the judges’ opinion binds him. Jefferson’s 1791 opinion against the first bank anticipated Jackson’s; Van Buren, Jackson’s successor, carried on his hostility to the Bank with the Independent Treasury; and Taney, as Jackson’s Treasury secretary, carried out the Bank War by removing the deposits.',
      },
      {
        id: 'p2-q-21', number: 21, period: 4, skill: 'causation',
        question: 'Jackson’s veto and his removal of federal deposits from the Bank most directly led to',
        options: [
          'the renewal of the Bank’s charter by a vote that overrode the veto',
          'the rise of the Whig Party among opponents of Jackson’s use of power',
          'a protective tariff that South Carolina then declared null and void',
          'a new national bank chartered to pay for the war with Mexico',
        ],
        answer: 1,
        explanation:
          'Clay, Webster and other critics of "King Andrew" and his vetoes and removal of the deposits united as the Whig Party in 1833-1834. The Senate failed to override the veto, and the Bank’s federal charter ran out in 1836; the tariff South Carolina nullified was passed by Congress, not brought on by the veto; and no national bank was chartered again before the Civil War, so the war with Mexico was paid for by loans and the treasury.',
      },
      {
        id: 'p2-q-22', number: 22, period: 4, skill: 'contextualization',
        question: 'The excerpt reflects the influence of which of the following ideas?',
        options: [
          'Hamilton’s aim of binding wealthy creditors to the national government',
          'the Jeffersonian distrust of concentrated money power and privilege',
          'Henry Clay’s American System of tariffs, roads and a national bank',
          'the reform spirit of the Second Great Awakening’s revivals',
        ],
        answer: 1,
        explanation:
          'Like Jefferson and his followers, Jackson distrusts laws that favor the moneyed few and speaks for farmers and workers, the "humble members of society". Hamilton designed the first bank precisely to tie the rich to the government, the view Jackson attacks; Clay’s American System included the national bank Jackson vetoed; and the excerpt’s case rests on equal rights under law, not religious revival or moral reform.',
      },
    ],
  },
  {
    id: 'e2-set-07',
    stimulus: {
      title: 'Slavery and secession in the slaveholding states, 1860-1861',
      text: 'The table gives, for each of the fifteen slaveholding states, the share of its 1860 population that was enslaved and when, if at all, it left the Union.',
      source: { kind: 'us-government', author: 'U.S. Census Office', work: 'Population of the United States in 1860', year: 1864, adapted: true },
      visual: {
        kind: 'table',
        caption: 'Enslaved share of each state’s population (1860 census) and month of secession',
        columns: ['State', 'Enslaved, 1860', 'Left the Union'],
        rows: [
          ['South Carolina', '57%', 'Dec. 1860'],
          ['Mississippi', '55%', 'Jan. 1861'],
          ['Florida', '44%', 'Jan. 1861'],
          ['Alabama', '45%', 'Jan. 1861'],
          ['Georgia', '44%', 'Jan. 1861'],
          ['Louisiana', '47%', 'Jan. 1861'],
          ['Texas', '30%', 'Feb. 1861'],
          ['Virginia', '31%', 'Apr. 1861'],
          ['Arkansas', '26%', 'May 1861'],
          ['North Carolina', '33%', 'May 1861'],
          ['Tennessee', '25%', 'June 1861'],
          ['Kentucky', '20%', 'Did not'],
          ['Maryland', '13%', 'Did not'],
          ['Missouri', '10%', 'Did not'],
          ['Delaware', '2%', 'Did not'],
        ],
        note: 'Shares computed from the 1860 census and rounded to the nearest whole percent; Virginia includes its western counties. Months are those of each state’s secession ordinance (for Tennessee, the popular vote that approved it).',
      },
    },
    questions: [
      {
        id: 'p2-q-23', number: 23, period: 5, skill: 'claims-and-evidence',
        question: 'The data in the table best support which of the following claims?',
        options: [
          'Most slaveholding states waited until after Fort Sumter to secede',
          'States that bordered free states were the quickest to leave the Union',
          'The enslaved share of a state’s people had no link to when it seceded',
          'States where slavery was most widespread were the first to secede',
        ],
        answer: 3,
        explanation:
          'Every state in which enslaved people were over 40 percent of the population left by January 1861, and the four states at 20 percent or less never left. Only four of the fifteen seceded after Fort Sumter (April 1861), while seven left before it and four never did; the states that bordered free states (Delaware, Maryland, Kentucky, Missouri, and Virginia) were the last to go or stayed; and the table’s order of secession follows the enslaved share closely.',
      },
      {
        id: 'p2-q-24', number: 24, period: 5, skill: 'causation',
        question: 'The secession of Virginia and of the three states listed after it in the table was most directly a response to',
        options: [
          'Lincoln’s election as the first Republican president',
          'the Senate’s rejection of the Crittenden Compromise',
          'Lincoln’s call for troops after the attack on Fort Sumter',
          'the Confederacy’s adoption of a constitution protecting slavery',
        ],
        answer: 2,
        explanation:
          'Virginia, Arkansas, North Carolina and Tennessee left between April and June 1861, after Lincoln called for 75,000 volunteers to put down the rebellion, which they would not supply. Lincoln’s election moved the seven lower-South states, which left before he took office, while these four stayed; the Crittenden plan failed in the winter and the Confederate constitution was adopted in March 1861, and neither drew these four out of the Union.',
      },
      {
        id: 'p2-q-25', number: 25, period: 5, skill: 'comparison',
        question: 'Compared with the states of the lower South in the table, the four states that never seceded',
        options: [
          'had larger enslaved shares but feared fighting on their own soil',
          'had abolished slavery by state law before the war began',
          'had given their electoral votes to Lincoln in 1860',
          'held fewer enslaved people relative to their free populations',
        ],
        answer: 3,
        explanation:
          'The table shows enslaved shares of 2 to 20 percent in Delaware, Maryland, Missouri and Kentucky, against 44 to 57 percent in the lower South. Their shares were smaller, not larger; slavery was still legal in all four when the war began (Maryland and Missouri ended it only in 1864 and 1865, Kentucky and Delaware by the Thirteenth Amendment); and Lincoln won no electoral votes in any slave state in 1860.',
      },
      {
        id: 'p2-q-26', number: 26, period: 5, skill: 'continuity-and-change',
        question: 'Which of the following later developments most clearly continued the divisions within the slaveholding states that the table shows?',
        options: [
          'the Confederate draft law of 1862, the first in American history',
          'the making of West Virginia into a separate, Union-loyal state',
          'the Union’s seizure of New Orleans and the lower Mississippi',
          'Congress’s 1862 ban on slavery in the federal territories',
        ],
        answer: 1,
        explanation:
          'The table shows slaveholding states splitting by how much they depended on slavery; the same split ran inside Virginia, whose western counties, with few enslaved people, refused to follow the state out of the Union and were admitted as West Virginia in 1863. The Confederate draft divided southerners by class, not state from state; the capture of New Orleans was a military campaign; and the 1862 territorial ban concerned federal lands, not the loyalty of slaveholding states.',
      },
    ],
  },
  {
    id: 'e2-set-08',
    stimulus: {
      title: 'A message to the Senate, March 1866',
      text:
        'In all our history, in all our experience as a people living under federal and state law, no such system as that contemplated by the details of this bill has ever before been proposed or adopted. They establish for the security of the colored race safeguards which go infinitely beyond any that the general government has ever provided for the white race. In fact, the distinction of race and color is by the bill made to operate in favor of the colored and against the white race. …\n\n' +
        'It is another step, or rather stride, toward centralization and the concentration of all legislative power in the national government.',
      source: { kind: 'us-government', author: 'Andrew Johnson', work: 'Veto Message on the Civil Rights Bill', year: 1866, adapted: true },
    },
    questions: [
      {
        id: 'p2-q-27', number: 27, period: 5, skill: 'contextualization',
        question: 'The excerpt was written in the context of',
        options: [
          'a struggle between the president and Congress over Reconstruction',
          'a drive by Radical Republicans to divide planters’ land among freedpeople',
          'a debate in Congress over repaying the Union war debt in greenbacks',
          'a federal effort to end guerrilla warfare in the border states',
        ],
        answer: 0,
        explanation:
          'Johnson vetoed the Civil Rights Bill, as he had the Freedmen’s Bureau Bill a month before, and Congress overrode him in April 1866, the first major override in American history; the quarrel led to the Reconstruction Acts and his impeachment. Plans to confiscate and divide planters’ land, pressed by Thaddeus Stevens, never passed and are not this bill’s subject; the greenback debate concerned money, not civil rights; and the excerpt speaks of federal power over civil rights, not guerrilla war.',
      },
      {
        id: 'p2-q-28', number: 28, period: 5, skill: 'claims-and-evidence',
        question: 'Which of the following would most directly challenge Johnson’s claim that the bill’s safeguards go "infinitely beyond" any provided for white Americans?',
        options: [
          'special Freedmen’s Bureau courts for cases brought by freedpeople',
          'the pardons Johnson gave thousands of former Confederates',
          'the bill’s use of federal officers and courts to enforce its terms',
          'the bill’s grant to all citizens of the rights white citizens enjoyed',
        ],
        answer: 3,
        explanation:
          'The Civil Rights Act of 1866 gave citizens "of every race and color" the same right to make contracts, sue, testify and hold property "as is enjoyed by white citizens": it set white Americans’ rights as the standard rather than going beyond them. Separate Freedmen’s Bureau courts and federal enforcement officers fit Johnson’s picture of special safeguards and centralization, so they would support his claim; his pardons of Confederates have no bearing on what the bill granted.',
      },
      {
        id: 'p2-q-29', number: 29, period: 5, skill: 'causation',
        question: 'Disputes like the one in the excerpt most directly led to',
        options: [
          'the Compromise of 1877, which withdrew federal troops from the South',
          'the Fourteenth Amendment’s promise of citizenship and equal protection',
          'the Fifteenth Amendment’s ban on denying the vote because of race',
          'the Slaughterhouse Cases’ narrow reading of national citizenship',
        ],
        answer: 1,
        explanation:
          'Fearing that a president or a later Congress could undo the Civil Rights Act, Congress wrote birthright citizenship and equal protection into the Fourteenth Amendment, proposed in June 1866. The Compromise of 1877 ended Reconstruction a decade later; the Fifteenth Amendment (1870) came later, from the Republicans’ drive to secure Black men’s votes after the 1868 election, while the excerpt’s dispute is over civil rights, not voting; and the Slaughterhouse Cases (1873) were a Supreme Court ruling that narrowed the Fourteenth Amendment rather than a result of Johnson’s quarrel with Congress.',
      },
      {
        id: 'p2-q-30', number: 30, period: 5, skill: 'sourcing-and-situation',
        question: 'Johnson’s veto is best understood as an expression of',
        options: [
          'his wish to punish the planter elite he had attacked for decades',
          'his view that the states, not Congress, should define civil rights',
          'his belief that freedpeople needed farmland as well as legal rights',
          'his support for votes for Black men in the former Confederacy',
        ],
        answer: 1,
        explanation:
          'Johnson calls the bill a "stride toward centralization" of legislative power in the national government: as a states’-rights Democrat from Tennessee, he held that the restored southern states should settle freedpeople’s rights. His old attacks on planters gave way to lenient pardons and play no part in this veto; he opposed giving land to freedpeople, returning confiscated land to its former owners; and he opposed federal action for Black suffrage.',
      },
    ],
  },
];
