import type { UnitSection } from './schema';

/** Unit 9, topics 9.2 to 9.6: original explanations written for Pocket AP. */
export const unit9Sections: UnitSection[] = [
  {
    id: '9.2',
    heading: 'Reagan and Conservatism',
    paragraphs: [
      'By 1980 many Americans had lost faith in the liberal programs of the 1960s. Stagflation (high inflation and high unemployment at the same time), long lines at gas stations and the Iran hostage crisis made President Jimmy Carter look weak. A broad conservative coalition, often called the New Right, had grown since Barry Goldwater’s 1964 campaign. It joined free-market conservatives who wanted lower taxes and fewer regulations, anticommunists who wanted a tougher foreign policy, and religious conservatives who opposed legal abortion after Roe v. Wade (1973), the Equal Rights Amendment and what they saw as declining moral values. Evangelical groups such as the Moral Majority, founded by the minister Jerry Falwell in 1979, registered voters and backed conservative candidates. The growing, suburban Sun Belt of the South and West gave the movement many of its voters.',
      'Ronald Reagan, a former actor and governor of California, won the presidency in 1980. In his first inaugural address he declared that in the present crisis government was not the solution to the nation’s problem but was itself the problem. His economic program, nicknamed Reaganomics, rested on supply-side economics: the idea that cutting taxes, especially on high earners and businesses, would encourage investment and work and so make the whole economy grow. The Economic Recovery Tax Act of 1981 cut income tax rates across the board, and the Tax Reform Act of 1986 lowered the top rate further. Reagan also pushed deregulation, the removal of federal rules on industries, and in 1981 he fired more than 11,000 striking air traffic controllers, a blow to organized labor.',
      'The results were mixed. Inflation fell sharply and the economy grew steadily after a deep recession in 1981–1982. But Reagan also raised military spending a great deal, and Congress would not cut popular programs such as Social Security and Medicare, so the federal government did not shrink. Yearly budget deficits grew, and the national debt roughly tripled during the 1980s. Income inequality widened.',
      'Reagan’s presidency moved American politics to the right for decades, though critics argued that its tax cuts favored the wealthy and its deficits burdened the future. Bill Clinton, elected in 1992, called himself a "New Democrat" who accepted much of that agenda. In the 1994 midterm elections Republicans led by Newt Gingrich campaigned on the Contract with America, a list of promises that included a balanced-budget amendment, tax cuts, tougher crime laws and welfare reform, and won both houses of Congress, the House for the first time in forty years. In 1996 Clinton declared that "the era of big government is over" and signed the Personal Responsibility and Work Opportunity Reconciliation Act. This welfare reform ended Aid to Families with Dependent Children, a program begun under the New Deal, and gave the states block grants (Temporary Assistance for Needy Families) with work requirements and a five-year lifetime limit on federally funded aid.',
    ],
    keyTerms: [
      { term: 'New Right', definition: 'The coalition of free-market, anticommunist and religious conservatives that rose in the 1970s and elected Reagan.' },
      { term: 'Moral Majority', definition: 'An evangelical political group founded by Jerry Falwell in 1979 that mobilized religious conservatives.' },
      { term: 'Supply-side economics (Reaganomics)', definition: 'The theory that tax cuts for earners and businesses spur investment and growth that benefit everyone.' },
      { term: 'Deregulation', definition: 'Removing or loosening federal rules on industries such as airlines, banking and energy.' },
      { term: 'Air traffic controllers’ strike (1981)', definition: 'A strike that ended when Reagan fired the strikers, a sign of organized labor’s declining power.' },
      { term: 'Budget deficit', definition: 'The gap when a government spends more in a year than it collects, which adds to the national debt.' },
      { term: 'Contract with America and welfare reform', definition: 'The Republican program of the 1994 midterms, and the 1996 law (PRWORA) that replaced AFDC with state block grants, work requirements and time limits.' },
    ],
    examFocus: [
      'Explain the causes of the conservative resurgence: stagflation, reaction to 1960s liberalism, the religious right and Sun Belt growth.',
      'Continuity and change: compare Reagan’s goals with the results (tax cuts and deregulation, but larger deficits and surviving entitlement programs).',
      'Link the New Right to earlier roots such as Goldwater’s 1964 campaign and opposition to the Equal Rights Amendment.',
    ],
  },
  {
    id: '9.3',
    heading: 'The End of the Cold War',
    paragraphs: [
      'Reagan came to office determined to confront the Soviet Union, which he called an "evil empire" in 1983. He expanded the armed forces and proposed the Strategic Defense Initiative (SDI), a planned missile shield, partly based in space, to shoot down incoming nuclear missiles; critics mocked it as "Star Wars." Under what became known as the Reagan Doctrine, the United States aided anticommunist fighters around the world, including the mujahideen resisting the Soviet occupation of Afghanistan and the Contras fighting the leftist Sandinista government of Nicaragua.',
      'That policy produced the Iran-Contra affair. Congress had banned military aid to the Contras, yet members of Reagan’s National Security Council staff secretly arranged arms sales to Iran, partly in hope of freeing American hostages in Lebanon, and sent some of the profits to the Contras. When the scheme was revealed in 1986, investigations damaged Reagan’s reputation and raised questions about presidential power and secrecy.',
      'Change came from inside the Soviet Union. Mikhail Gorbachev, who became Soviet leader in 1985, faced a stagnant economy and a costly war in Afghanistan. He introduced glasnost (openness), which allowed more free speech, and perestroika (restructuring), which loosened state control of the economy. Reagan and Gorbachev met at several summits, and in 1987 they signed the Intermediate-Range Nuclear Forces (INF) Treaty, which eliminated a whole class of nuclear missiles for the first time.',
      'When Gorbachev made clear that he would not use force to hold Eastern Europe, communist governments there fell one after another in 1989. On November 9, 1989, East Germany opened the Berlin Wall, and Germany reunited in 1990. In December 1991 the Soviet Union itself broke apart into fifteen independent republics. Historians still debate how much credit belongs to American pressure and how much to the Soviet system’s own weakness, Gorbachev’s choices and the people of Eastern Europe.',
      'The United States was left as the world’s only superpower. When Iraq invaded Kuwait in 1990, President George H. W. Bush built a broad, UN-approved coalition that drove Iraqi forces out in the Persian Gulf War of early 1991. In the 1990s Americans debated when to use that power, as in Somalia, Bosnia and Kosovo.',
    ],
    keyTerms: [
      { term: 'Strategic Defense Initiative (SDI)', definition: 'Reagan’s 1983 proposal for a space-based missile defense, nicknamed "Star Wars."' },
      { term: 'Reagan Doctrine', definition: 'The policy of aiding anticommunist rebels fighting Soviet-backed governments or forces.' },
      { term: 'Iran-Contra affair', definition: 'The secret sale of arms to Iran and use of the profits to fund Nicaraguan Contras despite a congressional ban.' },
      { term: 'Glasnost and perestroika', definition: 'Gorbachev’s reforms: political openness and a restructuring of the Soviet economy.' },
      { term: 'INF Treaty (1987)', definition: 'The US-Soviet agreement that eliminated intermediate-range nuclear missiles.' },
      { term: 'Persian Gulf War (1991)', definition: 'The US-led, UN-approved war that expelled Iraqi forces from Kuwait.' },
    ],
    examFocus: [
      'Causation: weigh American pressure against Soviet economic weakness and Gorbachev’s reforms as causes of the Cold War’s end.',
      'Know the sequence: Gorbachev (1985), INF Treaty (1987), fall of the Berlin Wall (1989), Soviet collapse (1991).',
      'Connect Iran-Contra to earlier debates over presidential power such as Watergate.',
    ],
  },
  {
    id: '9.4',
    heading: 'A Changing Economy',
    paragraphs: [
      'From the 1970s on, the American economy changed shape. Factory jobs declined in the older industrial cities of the Northeast and Midwest, a region that came to be called the Rust Belt, as companies automated, faced foreign competition or moved production to the South or abroad. This deindustrialization weakened labor unions, whose share of the workforce kept falling. More Americans now worked in the service economy: health care, retail, finance, education and other jobs that provide services rather than make goods.',
      'New technology drove much of the change. Personal computers spread into offices and homes in the 1980s, and in the 1990s the internet, first built with federal research money, opened to commercial use; the World Wide Web made it easy for ordinary people to use. Cell phones and, later, smartphones connected people everywhere. New companies in California’s Silicon Valley and elsewhere grew rich, and the late 1990s saw a long boom. Under President Bill Clinton the federal budget even showed surpluses from 1998 to 2001, before the "dot-com" bubble in internet stocks burst in 2000.',
      'The economy also became more global. Globalization is the growing movement of goods, money, people and ideas across borders. The North American Free Trade Agreement (NAFTA), which took effect in 1994, removed most trade barriers among the United States, Canada and Mexico, and the World Trade Organization was created in 1995. Supporters said free trade lowered prices and opened markets for American exports; critics, including many unions, said it sent manufacturing jobs to countries with lower wages. Income inequality grew as highly educated workers gained while wages for many others stagnated.',
      'Deregulation of finance, such as a 1999 law that removed Depression-era walls between commercial and investment banking, was part of the background to a crisis. In the 2000s a housing bubble grew on risky "subprime" mortgages. When home prices fell, banks holding those loans faced huge losses, and the failure of the investment bank Lehman Brothers in September 2008 set off a financial panic. The Great Recession that followed was the worst downturn since the 1930s. Congress passed a bank rescue in 2008 and a large stimulus in 2009, renewing old debates about the government’s role in the economy.',
    ],
    keyTerms: [
      { term: 'Deindustrialization', definition: 'The decline of manufacturing jobs, especially in the Rust Belt of the Northeast and Midwest.' },
      { term: 'Service economy', definition: 'An economy in which most people work in services such as health care, retail and finance rather than making goods.' },
      { term: 'Globalization', definition: 'The growing movement of goods, money, people and ideas across national borders.' },
      { term: 'NAFTA (1994)', definition: 'The North American Free Trade Agreement, which removed most trade barriers among the US, Canada and Mexico.' },
      { term: 'Digital revolution', definition: 'The spread of personal computers, the internet and mobile phones that changed work and daily life.' },
      { term: 'Great Recession', definition: 'The severe downturn after the 2008 financial crisis, caused largely by a collapsing housing bubble.' },
    ],
    examFocus: [
      'Continuity and change: compare the information economy with the industrial economy of Units 6 and 7.',
      'Causation: explain how technology, globalization and deregulation reshaped jobs, unions and income inequality.',
      'Compare the 2008 crisis and the government response with the Great Depression and the New Deal.',
    ],
  },
  {
    id: '9.5',
    heading: 'Migration and Immigration in the 1990s and 2000s',
    paragraphs: [
      'The Immigration and Nationality Act of 1965 had ended the national-origins quotas that favored Europeans. Its effects grew for decades: by the 1990s most new immigrants came from Latin America and Asia, especially Mexico, China, India, the Philippines and Vietnam, rather than from Europe. The foreign-born share of the population, about one in twenty in 1970, rose to more than one in eight by the 2010s. Latinos became the nation’s largest minority group in the early 2000s.',
      'Congress tried to address unauthorized immigration, meaning people living in the country without legal permission. The Immigration Reform and Control Act of 1986, signed by Reagan, offered legal status to about 3 million undocumented immigrants who had lived in the United States since before 1982, and for the first time penalized employers who knowingly hired workers without papers. Because employer penalties were weakly enforced and jobs kept drawing workers north, unauthorized immigration continued. The Immigration Act of 1990 raised the limits on legal immigration.',
      'Immigration sparked political conflict. Supporters stressed that immigrants filled jobs, started businesses and renewed American diversity. Opponents worried about wages, the cost of public services and cultural change. In 1994 California voters approved Proposition 187, which would have denied most state services, including public schooling, to undocumented immigrants; courts blocked it. After the terrorist attacks of 2001, border control became a matter of national security, and the government built hundreds of miles of border fencing. Broad reform bills failed in Congress in 2006, 2007 and 2013. In 2012 President Barack Obama created Deferred Action for Childhood Arrivals (DACA), which shielded many people brought to the country as children from deportation.',
      'Americans also moved within the country. The Sun Belt, the states of the South and Southwest, kept gaining people, jobs and seats in Congress because of its warm climate, lower taxes, air conditioning and growing industries, while Rust Belt states lost population. Many African Americans moved back to Southern cities, reversing part of the Great Migration. These shifts changed the electoral map and the makeup of both parties.',
    ],
    keyTerms: [
      { term: 'Immigration Reform and Control Act (1986)', definition: 'A law that legalized about 3 million undocumented immigrants and penalized employers who hired workers without papers.' },
      { term: 'Undocumented immigrant', definition: 'A person living in a country without legal permission to do so.' },
      { term: 'Proposition 187 (1994)', definition: 'A California ballot measure to deny state services to undocumented immigrants, blocked by the courts.' },
      { term: 'DACA (2012)', definition: 'Deferred Action for Childhood Arrivals, an executive policy shielding many immigrants brought as children from deportation.' },
      { term: 'Sun Belt', definition: 'The fast-growing states of the South and Southwest that gained population and political power after 1945.' },
    ],
    examFocus: [
      'Continuity and change: compare immigration after 1965 with the "new immigration" of the Gilded Age and the nativist reaction of the 1920s.',
      'Causation: explain how the 1965 act changed where immigrants came from.',
      'Explain how Sun Belt growth shifted population and political power.',
    ],
  },
  {
    id: '9.6',
    heading: 'Challenges of the 21st Century',
    paragraphs: [
      'On September 11, 2001, terrorists of al-Qaeda, an Islamist network led by Osama bin Laden, hijacked four airliners. They crashed two into the World Trade Center in New York and one into the Pentagon near Washington; the fourth crashed in Pennsylvania after passengers fought back. Nearly 3,000 people died. President George W. Bush declared a "war on terror." In October 2001 the United States and its allies invaded Afghanistan, whose Taliban government had sheltered al-Qaeda, beginning the longest war in American history; American forces left only in 2021.',
      'At home, Congress passed the USA PATRIOT Act in 2001, which widened the government’s power to conduct surveillance, and in 2002 created the Department of Homeland Security. Critics argued that such measures, along with the holding of suspected terrorists without trial at Guantánamo Bay and harsh interrogation methods, threatened civil liberties, renewing a debate between security and liberty as old as the Alien and Sedition Acts.',
      'In 2003 the Bush administration led an invasion of Iraq, arguing that Saddam Hussein possessed weapons of mass destruction. Saddam’s government fell quickly, but no such weapons were found, and a long insurgency and sectarian violence followed. The Iraq War divided Americans and strained relations with some allies, raising questions about the limits of American power.',
      'Other challenges tested the government. Hurricane Katrina in 2005 flooded New Orleans, and the slow federal response drew angry criticism. The 2008 financial crisis came in the last months of Bush’s presidency. That year Barack Obama was elected the first African American president. His administration passed a large economic stimulus and, in 2010, the Patient Protection and Affordable Care Act (often called Obamacare), which expanded health insurance to millions but faced fierce opposition. In 2011 American forces killed bin Laden in Pakistan.',
      'Americans also argued over climate change and energy, as scientists warned that burning fossil fuels was warming the planet while others defended oil, gas and coal jobs. Political polarization, the growing distance between the two parties and their voters, deepened, fed in part by partisan cable news and social media. Debates over the role of government, immigration, civil rights and America’s place in the world, which run through all of American history, continue.',
    ],
    keyTerms: [
      { term: 'September 11 attacks', definition: 'The 2001 al-Qaeda hijackings that killed nearly 3,000 people in New York, Virginia and Pennsylvania.' },
      { term: 'War on terror', definition: 'The US campaign against terrorist groups after 2001, including the wars in Afghanistan and Iraq.' },
      { term: 'USA PATRIOT Act (2001)', definition: 'A law that expanded government surveillance and investigative powers to fight terrorism.' },
      { term: 'Iraq War', definition: 'The US-led war begun in 2003 to overthrow Saddam Hussein, justified by weapons of mass destruction that were never found.' },
      { term: 'Affordable Care Act (2010)', definition: 'The health-care law that expanded insurance coverage through subsidies, exchanges and Medicaid.' },
      { term: 'Political polarization', definition: 'The widening ideological gap between the two major parties and their supporters.' },
    ],
    examFocus: [
      'Continuity and change: compare post-2001 debates over security and civil liberties with earlier wartime limits on liberty.',
      'Causation: explain how September 11 reshaped foreign policy and the federal government.',
      'Use 21st-century examples (climate change, polarization, health care) to show continuing debates over the role of government.',
    ],
  },
];
