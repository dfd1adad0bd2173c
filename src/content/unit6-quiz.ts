import type { Quiz } from './schema';

/**
 * The Unit 6 stimulus quiz: 4 stimuli, 10 questions. A federal act and three public-domain works published before
 * 1931, each condensed and so marked "adapted".
 */
export const unit6Quiz: Quiz = {
  id: 'apush-unit-6-quiz',
  title: 'Unit 6 Quiz: Period 6, 1865-1898',
  stimuli: [
    {
      id: 'chinese-exclusion-act',
      title: 'A federal law, 1882',
      text:
        'Whereas, in the opinion of the Government of the United States, the coming of Chinese laborers to this country endangers the good order of certain localities within its territory: therefore, be it enacted that, from ninety days after the passage of this act until ten years after its passage, the coming of Chinese laborers to the United States is suspended; and during this suspension it shall not be lawful for any Chinese laborer to come, or, having come after those ninety days, to remain within the United States.\n\n' +
        'Hereafter no state court or court of the United States shall admit Chinese to citizenship, and all laws in conflict with this act are repealed.',
      source: { kind: 'us-government', author: 'United States Congress', work: 'Chinese Exclusion Act', year: 1882, adapted: true },
      questions: [
        {
          id: 'u6-q1',
          question: 'The concern stated in the opening clause of the act most directly reflected',
          options: [
            'the Know-Nothing campaign against Irish Catholic immigrants',
            'Western workers’ claims that Chinese laborers drove down wages',
            'the Burlingame Treaty’s promise of free migration between the United States and China',
            'Southern planters’ efforts to recruit Chinese workers to replace freedpeople in the cotton fields',
          ],
          answer: 1,
          explanation:
            'The act speaks of Chinese laborers endangering "certain localities," meaning the West, where groups such as Denis Kearney’s Workingmen’s Party blamed Chinese workers for low wages. The Know-Nothings of the 1850s targeted Irish and German Catholics, not the Chinese; the 1868 Burlingame Treaty welcomed Chinese migration, which the act reversed; and planters who recruited Chinese workers wanted more Chinese labor, not less.',
        },
        {
          id: 'u6-q2',
          question: 'The reach of the act’s last provision was most directly limited by which Supreme Court decision?',
          options: [
            'Plessy v. Ferguson (1896), which upheld racial segregation in railroad cars',
            'Yick Wo v. Hopkins (1886), which struck down the unequal enforcement of a San Francisco laundry law',
            'The Civil Rights Cases (1883), which struck down a federal ban on discrimination by private businesses',
            'United States v. Wong Kim Ark (1898), which held that a man born here to Chinese parents was a citizen by birth',
          ],
          answer: 3,
          explanation:
            'The last provision barred Chinese immigrants from becoming citizens through the courts; Wong Kim Ark held that a child born in the United States to Chinese parents living here was a citizen by birth under the Fourteenth Amendment, even though the parents themselves could not be naturalized. Yick Wo protected Chinese residents against discriminatory enforcement but did not address citizenship; Plessy and the Civil Rights Cases concerned segregation and private discrimination against African Americans.',
        },
      ],
    },
    {
      id: 'grady-new-south',
      title: 'An after-dinner speech in New York, 1886',
      text:
        'There was a South of slavery and secession; that South is dead. There is a South of union and freedom; that South, thank God, is living, breathing, growing every hour.\n\n' +
        'We have sowed towns and cities in the place of theories, and put business above politics. We have challenged your spinners in Massachusetts and your iron-makers in Pennsylvania. We have reduced the commercial rate of interest from twenty-four to six per cent, and we are floating four per cent bonds. We have established thrift in city and country. We have fallen in love with work.',
      source: { kind: 'public-domain', author: 'Henry W. Grady', work: 'The New South', year: 1886, adapted: true },
      questions: [
        {
          id: 'u6-q3',
          question: 'The speaker’s main purpose in the excerpt was most likely to',
          options: [
            'assure Northern investors that the South was a safe, profitable place for capital',
            'assure Northerners that white Southerners could be trusted to treat freedpeople fairly',
            'call on Black and white farmers to unite against the railroads, merchants and banks',
            'defend the crop-lien system as the foundation of a prosperous Southern economy',
          ],
          answer: 0,
          explanation:
            'Speaking to Northerners ("your spinners," "your iron-makers"), the speaker stresses business above politics, falling interest rates and sound bonds: an appeal for Northern capital. Elsewhere in the speech Grady did ask the North to leave race relations to the white South, but this excerpt is about business, credit and industry, not freedpeople; uniting Black and white farmers against railroads was the later aim of Populists; and the excerpt praises towns, cities and industry, not the crop-lien system.',
        },
        {
          id: 'u6-q4',
          question: 'Which of the following would a historian most likely use to challenge the picture of the South given in the excerpt?',
          options: [
            'The growth of textile mills in the Carolinas and Georgia',
            'The rise of Birmingham, Alabama, as a center of iron and steel production',
            'The spread of sharecropping and crop liens that kept most farmers in debt',
            'The growth of James B. Duke’s cigarette and tobacco business in North Carolina',
          ],
          answer: 2,
          explanation:
            'The speaker describes a South of growing cities, industry and thrift; most Southerners still farmed, many as sharecroppers or tenants trapped in debt by crop liens, which undercuts that picture. Textile mills, Birmingham’s iron and steel, and Duke’s tobacco empire were real New South industries, so they support the speech rather than challenge it.',
        },
      ],
    },
    {
      id: 'carnegie-wealth',
      title: 'A magazine essay, 1889',
      text:
        'The problem of our age is the proper administration of wealth, so that the ties of brotherhood may still bind together the rich and poor in harmonious relationship. The law of competition may be sometimes hard for the individual, but it is best for the race, because it insures the survival of the fittest in every department.\n\n' +
        'The man of wealth should consider all surplus revenues which come to him simply as trust funds, which he is called upon to administer in the manner best calculated to produce the most beneficial results for the community. Of every thousand dollars spent in so-called charity today, probably nine hundred and fifty are unwisely spent. Great fortunes left to children usually do them more harm than good. The man who dies rich dies disgraced.',
      source: { kind: 'public-domain', author: 'Andrew Carnegie', work: 'Wealth, North American Review', year: 1889, adapted: true },
      questions: [
        {
          id: 'u6-q5',
          question: 'The ideas in the first paragraph most directly reflect the influence of',
          options: [
            'the Social Gospel’s call for churches to reform society',
            'Henry George’s proposal for a single tax on land values',
            'Edward Bellamy’s vision of a nation that owns and runs industry',
            'Social Darwinism’s view of competition',
          ],
          answer: 3,
          explanation:
            'The author defends competition as "best for the race" because it ensures "the survival of the fittest," the language of Social Darwinism. The Social Gospel asked Christians to reform the conditions competition created, George wanted to tax away unearned land wealth, and Bellamy imagined replacing competition with national ownership.',
        },
        {
          id: 'u6-q6',
          question: 'Which of the following uses of a fortune best fits the author’s recommendations in the second paragraph?',
          options: [
            'Leaving it to one’s children so that it stays in private hands',
            'Paying, during one’s lifetime, for public libraries and universities',
            'Handing out small sums to the poor and to beggars each winter',
            'Investing it in new mills so that it grows as large as possible by one’s death',
          ],
          answer: 1,
          explanation:
            'The author calls surplus wealth a trust to be spent for the community’s benefit while the owner lives; Carnegie himself paid for thousands of public libraries. The excerpt says fortunes left to children do harm, that most "so-called charity" is wasted, and that a man who dies rich dies disgraced, which rules out the other three uses.',
        },
        {
          id: 'u6-q7',
          question: 'The author’s solution to "the problem of our age" differs most from the Populists’ program of the 1890s in that the author',
          options: [
            'relies on the voluntary choices of the rich rather than on government action',
            'calls for the government to own and operate the railroads and telegraphs',
            'treats the widening gap between rich and poor as a danger to the nation',
            'hopes to replace competition with cooperation among producers',
          ],
          answer: 0,
          explanation:
            'The author asks the wealthy to act as trustees of their fortunes; the Populists wanted government to act, through a graduated income tax, free silver and public ownership of railroads. Government ownership was a Populist demand, not the author’s. The gap between rich and poor is not a difference: the author wants to keep "the ties of brotherhood" between them, and the Populists warned of "tramps and millionaires." And the author defends competition as "best for the race," while the Farmers’ Alliances behind the Populists built cooperatives, so replacing competition was their hope, not his.',
        },
      ],
    },
    {
      id: 'omaha-platform',
      title: 'A party platform, 1892',
      text:
        'We meet in the midst of a nation brought to the verge of moral, political and material ruin. Corruption dominates the ballot-box, the legislatures, the Congress, and touches even the ermine of the bench. Homes are covered with mortgages, labor is impoverished, and the land is concentrating in the hands of capitalists. The urban workmen are denied the right to organize for self-protection. The fruits of the toil of millions are boldly stolen to build up colossal fortunes for a few. From the same womb of governmental injustice we breed the two great classes: tramps and millionaires.\n\n' +
        'We demand free and unlimited coinage of silver and gold at the present legal ratio of 16 to 1. We demand a graduated income tax. Transportation being a means of exchange and a public necessity, the government should own and operate the railroads in the interest of the people.',
      source: { kind: 'public-domain', author: 'People’s Party', work: 'Omaha Platform', year: 1892, adapted: true },
      questions: [
        {
          id: 'u6-q8',
          question: 'The excerpt’s demand about the railroads went further than the Interstate Commerce Act of 1887 because it called for',
          options: [
            'a federal commission to keep rates "reasonable and just"',
            'state laws setting the rates of railroads and grain elevators',
            'government ownership and operation of the lines',
            'prosecution of railroad pools under the new Sherman Antitrust Act',
          ],
          answer: 2,
          explanation:
            'The platform says the government should "own and operate the railroads," which goes beyond regulating private lines. A federal commission to keep rates reasonable is what the 1887 act itself created, state rate laws were the earlier Granger laws, and prosecuting pools under the 1890 Sherman Act would still leave the railroads in private hands.',
        },
        {
          id: 'u6-q9',
          question: 'Which later development most directly reflects the influence of a demand in the excerpt?',
          options: [
            'The Seventeenth Amendment, which provided for the direct election of senators',
            'The Pure Food and Drug Act, which banned mislabeled foods and medicines',
            'The Nineteenth Amendment, which guaranteed women the vote',
            'The Sixteenth Amendment, which allowed a federal income tax',
          ],
          answer: 3,
          explanation:
            'The excerpt demands "a graduated income tax," which the Sixteenth Amendment (1913) made possible. The direct election of senators was also a Populist demand, voiced in resolutions adopted with the Omaha Platform, but it is not among the demands in this excerpt; food and drug regulation and women’s suffrage were Progressive Era reforms that the excerpt does not mention either.',
        },
        {
          id: 'u6-q10',
          question: 'The authors of the excerpt most likely hoped to win support from',
          options: [
            'Northeastern manufacturers who depended on protective tariffs',
            'indebted farmers in the South and West and wage workers in the cities',
            'civil service reformers who wanted to end the spoils system',
            'Union veterans seeking larger federal pensions from the Republican Party',
          ],
          answer: 1,
          explanation:
            'The excerpt speaks to people whose "homes are covered with mortgages" and to "urban workmen" denied the right to organize, and its demands for free silver and public railroads served debtors and shippers. Manufacturers relied on the system the platform attacks, civil service reform is not among its demands, and veterans’ pensions were a Republican cause the excerpt does not mention.',
        },
      ],
    },
  ],
};
