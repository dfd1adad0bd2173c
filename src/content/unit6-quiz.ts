import type { Quiz } from './schema';

/**
 * The Unit 6 stimulus quiz: 4 stimuli, 10 questions: a federal act, two public-domain works published before 1931,
 * each condensed and so marked "adapted", and a table of immigration by decade from the census.
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
          question: 'The concern stated in the opening clause of the act is best understood in the context of',
          options: [
            'Western workers’ claims that Chinese laborers drove down wages',
            'the Know-Nothing campaign against Irish Catholic immigrants',
            'the Burlingame Treaty’s promise of free migration between the United States and China',
            'Southern planters’ efforts to recruit Chinese workers to replace freedpeople in the cotton fields',
          ],
          answer: 0,
          explanation:
            'The act speaks of Chinese laborers endangering "certain localities," meaning the West, where groups such as Denis Kearney’s Workingmen’s Party blamed Chinese workers for low wages. The Know-Nothings of the 1850s targeted Irish and German Catholics, not the Chinese; the 1868 Burlingame Treaty welcomed Chinese migration, which the act reversed; and planters who recruited Chinese workers wanted more Chinese labor, not less.',
          skill: 'contextualization',
        },
        {
          id: 'u6-q2',
          question: 'The policy in the first paragraph of the excerpt was later extended most directly by',
          options: [
            'the literacy test for immigrants that Congress passed and President Cleveland vetoed in 1897',
            'the Geary Act of 1892, which renewed the ban and made Chinese residents carry certificates',
            'United States v. Wong Kim Ark (1898), which held that a man born here to Chinese parents was a citizen',
            'Yick Wo v. Hopkins (1886), which struck down the unequal enforcement of a laundry law',
          ],
          answer: 1,
          explanation:
            'The act suspended the coming of Chinese laborers for ten years; the Geary Act renewed that suspension for ten more and required Chinese laborers already here to carry certificates of residence, and exclusion lasted until 1943. Yick Wo protected Chinese residents from discriminatory enforcement, and Wong Kim Ark confirmed birthright citizenship for children born here to Chinese parents, so both limited anti-Chinese policy rather than extending it; the literacy test was aimed at European immigrants and did not become law until 1917.',
          skill: 'continuity-and-change',
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
          question: 'The speaker most likely gave the speech in order to',
          options: [
            'assure Northern investors that the South was a safe, profitable place for capital',
            'call on Black and white farmers to unite against the railroads, merchants and banks',
            'defend the crop-lien system as the foundation of a prosperous Southern economy',
            'assure Northerners that white Southerners could be trusted to treat freedpeople fairly',
          ],
          answer: 0,
          explanation:
            'Speaking to Northerners ("your spinners," "your iron-makers"), the speaker stresses business above politics, falling interest rates and sound bonds: an appeal for Northern capital. Elsewhere in the speech Grady did ask the North to leave race relations to the white South, but this excerpt is about business, credit and industry, not freedpeople; uniting Black and white farmers against railroads was the later aim of Populists; and the excerpt praises towns, cities and industry, not the crop-lien system.',
          skill: 'sourcing-and-situation',
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
          skill: 'claims-and-evidence',
        },
      ],
    },
    {
      id: 'immigration-by-decade',
      title: 'Immigration to the United States by decade, 1871-1910',
      text:
        'The table gives the number of immigrants who arrived in each decade, in all and from two groups of European countries.',
      source: {
        kind: 'us-government',
        author: 'U.S. Census Bureau',
        work: 'Historical Statistics of the United States, Colonial Times to 1970',
        year: 1975,
        adapted: true,
      },
      visual: {
        kind: 'table',
        caption: 'Immigrants arriving in the United States, by decade (thousands)',
        columns: ['Decade', 'All immigrants', 'From Germany, Ireland, Great Britain and Scandinavia', 'From Italy, Austria-Hungary and Russia'],
        rows: [
          ['1871-1880', '2,810', '1,950', '170'],
          ['1881-1890', '5,250', '3,570', '870'],
          ['1891-1900', '3,690', '1,540', '1,750'],
          ['1901-1910', '8,800', '1,710', '5,790'],
        ],
        note: 'Figures in thousands, rounded to the nearest ten thousand. Scandinavia is Norway, Sweden and Denmark.',
      },
      questions: [
        {
          id: 'u6-q5',
          question: 'The data in the table best support which claim about immigration from 1871 to 1910?',
          options: [
            'Most immigrants of the 1880s came from Italy, Austria-Hungary and the Russian Empire.',
            'Immigration rose in every decade from the 1870s to the first decade of the 1900s.',
            'In the 1890s Italy, Austria-Hungary and Russia sent more immigrants than the other four.',
            'Arrivals from Germany, Ireland, Britain and Scandinavia fell in every decade shown.',
          ],
          answer: 2,
          explanation:
            'In 1891-1900 about 1,750,000 immigrants came from Italy, Austria-Hungary and Russia against about 1,540,000 from the four northern and western countries, the first decade in which the "new" immigration led. Total immigration fell in the 1890s; in the 1880s only about 870,000 of 5,250,000 came from the three southern and eastern countries; and arrivals from the northern and western countries rose in the 1880s and again after 1900.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u6-q6',
          question: 'The change in total immigration from the second decade in the table to the third resulted most directly from',
          options: [
            'the depression that followed the Panic of 1893',
            'quota laws that set a limit for each nationality',
            'the opening of Ellis Island as a federal station in 1892',
            'the Chinese Exclusion Act’s ban on Chinese laborers',
          ],
          answer: 0,
          explanation:
            'The Panic of 1893 began one of the worst depressions in American history, with unemployment above 10 percent for several years, and fewer people crossed the Atlantic to look for work. Chinese immigration was too small to explain a fall of about 1.5 million (about 60,000 Chinese came in the 1880s); Ellis Island processed immigrants rather than turning most of them away; and national quotas began only in 1921.',
          skill: 'causation',
        },
        {
          id: 'u6-q7',
          question: 'The change in the origins of immigrants shown in the table most directly contributed to',
          options: [
            'the Dawes Act’s division of reservation land into family farms',
            'the Pendleton Act’s merit examinations for many federal jobs',
            'nativist campaigns for a literacy test aimed at the "new" immigrants',
            'the Gentlemen’s Agreement of 1907 limiting laborers coming from Japan',
          ],
          answer: 2,
          explanation:
            'As more immigrants came from southern and eastern Europe, many of them Catholic or Jewish, the Immigration Restriction League (founded in 1894) pressed for a literacy test meant to keep them out; Congress passed one three times before it became law over President Wilson’s veto in 1917. The Gentlemen’s Agreement concerned Japanese immigrants, who are not in the table; the Dawes Act concerned American Indians; and the Pendleton Act answered the spoils system after President Garfield’s assassination.',
          skill: 'causation',
        },
      ],
    },
    {
      id: 'knights-of-labor',
      title: 'A declaration of principles, 1878',
      text:
        'The recent alarming development and aggression of aggregated wealth, which, unless checked, will invariably lead to the pauperization and hopeless degradation of the toiling masses, render it imperative, if we desire to enjoy the blessings of life, that a check should be placed upon its power and upon unjust accumulation, and a system adopted which will secure to the laborer the fruits of his toil.\n\n' +
        'We declare our aims to be: to secure to the workers the full enjoyment of the wealth they create, and sufficient leisure in which to develop their intellectual, moral and social faculties; to establish co-operative institutions, such as will tend to supersede the wage system, by the introduction of a co-operative industrial system; to secure for both sexes equal pay for equal work; and to prohibit the employment of children in workshops, mines and factories before they reach their fourteenth year.',
      source: { kind: 'public-domain', author: 'Knights of Labor', work: 'Preamble and Declaration of Principles', year: 1878, adapted: true },
      questions: [
        {
          id: 'u6-q8',
          question: 'The concerns in the first paragraph of the excerpt are best understood in the context of',
          options: [
            'the growth of large corporations and of wage labor after the Civil War',
            'the withdrawal of the last federal troops from the South in 1877',
            'the fall in cotton prices that drove southern farmers into crop liens',
            'the spread of the Grange’s co-operative stores among western farmers',
          ],
          answer: 0,
          explanation:
            'The authors fear "aggregated wealth" that will impoverish "the toiling masses" and ask that laborers keep "the fruits of his toil": the response of workers to big business and a lifetime of wages, sharpened by the depression of the 1870s and the railroad strike of 1877. Falling cotton prices and crop liens troubled farmers, not the wage earners the excerpt speaks for; the end of Reconstruction concerned southern politics; and the Grange was a farmers’ movement, although it too built co-operatives.',
          skill: 'contextualization',
        },
        {
          id: 'u6-q9',
          question: 'The excerpt’s call to "supersede the wage system" differed most from the approach of the American Federation of Labor, which',
          options: [
            'sought to organize all workers, skilled and unskilled, in one large union',
            'refused to strike and worked to elect its own labor party to Congress',
            'called for the government to own and operate the railroads and telegraphs',
            'accepted wages and bargained for better pay and hours for skilled workers',
          ],
          answer: 3,
          explanation:
            'The AFL, founded in 1886 under Samuel Gompers, organized skilled craft workers and sought "pure and simple" gains, higher wages, shorter hours and better conditions, within the wage system rather than replacing it. One union for all workers was the Knights’ own model; public ownership of railroads and telegraphs was a Populist demand; and the AFL used strikes and avoided forming a labor party, rewarding friends and punishing enemies in the major parties instead.',
          skill: 'comparison',
        },
        {
          id: 'u6-q10',
          question: 'Which of the following later reforms most directly reflected one of the aims in the second paragraph?',
          options: [
            'The Pendleton Act of 1883, which filled many federal jobs through competitive examinations',
            'The Keating-Owen Act of 1916, which barred goods made by young children from interstate trade',
            'The Pure Food and Drug Act of 1906, which banned mislabeled foods and medicines',
            'The Seventeenth Amendment of 1913, which provided for the direct election of senators',
          ],
          answer: 1,
          explanation:
            'The Knights asked that children under fourteen be kept out of workshops, mines and factories; the Keating-Owen Act barred from interstate commerce goods made in factories by children under fourteen (and in mines by those under sixteen), though the Supreme Court struck it down in 1918. Civil service reform, food and drug regulation and the direct election of senators were real reforms of the period, but none of them is among the aims in the excerpt.',
          skill: 'continuity-and-change',
        },
      ],
    },
  ],
};
