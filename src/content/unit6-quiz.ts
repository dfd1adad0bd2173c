import type { Quiz } from './schema';

/**
 * The Unit 6 stimulus quiz: 4 stimuli, 10 questions: a federal act, two public-domain works published before 1931,
 * each condensed and so marked "adapted", and a census chart of the urban share of the population.
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
      id: 'urban-population',
      title: 'The urban share of the American people, 1860-1920',
      text: 'The chart shows the share of the population of the United States that lived in urban places at each census from 1860 to 1920.',
      source: {
        kind: 'us-government',
        author: 'U.S. Census Bureau',
        work: 'Historical Statistics of the United States, Colonial Times to 1970',
        year: 1975,
        adapted: true,
      },
      visual: {
        kind: 'line-chart',
        caption: 'Share of the population living in urban places, 1860-1920',
        xLabel: 'Census year',
        yLabel: 'Urban population (% of the total)',
        series: [
          {
            name: 'Urban share',
            points: [
              { x: 1860, y: 19.8 },
              { x: 1870, y: 25.7 },
              { x: 1880, y: 28.2 },
              { x: 1890, y: 35.1 },
              { x: 1900, y: 39.6 },
              { x: 1910, y: 45.6 },
              { x: 1920, y: 51.2 },
            ],
          },
        ],
        note: 'Urban places are towns and cities of 2,500 people or more.',
      },
      questions: [
        {
          id: 'u6-q5',
          question: 'The data in the chart best support which claim?',
          options: [
            'Most Americans already lived in urban places by the census of 1890.',
            'The urban share grew fastest in the decade of the Civil War.',
            'The urban share rose at every census and passed one half by 1920.',
            'The urban share fell during the depression of the 1890s.',
          ],
          answer: 2,
          explanation:
            'The share rose at every census, from 19.8 percent in 1860 to 51.2 percent in 1920, when for the first time most Americans lived in urban places. In 1890 the share was 35.1 percent; it grew by 5.9 points in the 1860s but by 6.9 points in the 1880s; and it rose from 35.1 to 39.6 percent in the 1890s despite the depression.',
          skill: 'claims-and-evidence',
        },
        {
          id: 'u6-q6',
          question: 'The change shown in the chart from 1880 to 1900 resulted most directly from',
          options: [
            'factory and office jobs that drew immigrants and rural Americans to cities',
            'the Homestead Act’s grants of free western land to settler families',
            'the end of the open range after the hard winter of 1886 to 1887',
            'the Dawes Act’s division of reservation land into family allotments',
          ],
          answer: 0,
          explanation:
            'Industry concentrated in cities, and jobs in factories, railroad yards, stores and offices drew millions of immigrants and young people from American farms; the urban share rose from 28.2 to 39.6 percent. The Homestead Act and the Dawes Act put people on farms, not in cities; and the ruin of open-range ranching after the winter of 1886-1887 changed the cattle business, not where most Americans lived.',
          skill: 'causation',
        },
        {
          id: 'u6-q7',
          question: 'The trend shown in the chart most directly contributed to',
          options: [
            'the Granger movement’s campaign for laws setting railroad rates',
            'the migration of the Exodusters from the South to Kansas farms',
            'the settlement house movement, such as Jane Addams’s Hull House',
            'the Farmers’ Alliances’ plan for federal crop loans to farmers',
          ],
          answer: 2,
          explanation:
            'As cities filled with newcomers, reformers such as Jane Addams, who opened Hull House in Chicago in 1889, settled in poor neighborhoods to offer classes, child care and help to immigrant families. The Grangers, the Exodusters and the Farmers’ Alliances were rural movements and migrations, shaped by farm prices, railroad rates and the search for land rather than by the growth of cities.',
          skill: 'causation',
        },
      ],
    },
    {
      id: 'knights-of-labor',
      title: 'A declaration of principles, 1878',
      text:
        'The recent alarming development and aggression of aggregated wealth, which, unless checked, will invariably lead to the pauperization and hopeless degradation of the toiling masses, render it imperative, if we desire to enjoy the blessings of life, that a check should be placed upon its power and upon unjust accumulation, and a system adopted which will secure to the laborer the fruits of his toil.\n\n' +
        'We submit to the world the objects sought to be accomplished by our organization: to secure to the toilers a proper share of the wealth that they create, and more of the leisure that rightfully belongs to them; the establishment of co-operative institutions, productive and distributive; the prohibition of the employment of children in workshops, mines and factories before attaining their fourteenth year; and to secure for both sexes equal pay for equal work.',
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
          question: 'The excerpt’s call for "co-operative institutions, productive and distributive," differed most from the approach of the American Federation of Labor, which',
          options: [
            'sought to organize all workers, skilled and unskilled, in one large union',
            'refused to strike and worked to elect its own labor party to Congress',
            'called for the government to own and operate the railroads and telegraphs',
            'accepted wages and bargained for better pay and hours for skilled workers',
          ],
          answer: 3,
          explanation:
            'The AFL, founded in 1886 under Samuel Gompers, organized skilled craft workers and sought "pure and simple" gains, higher wages, shorter hours and better conditions, within the wage system, whereas the Knights hoped co-operatives would let workers own their shops and stores instead of working for wages. One union for all workers was the Knights’ own model; public ownership of railroads and telegraphs was a Populist demand; and the AFL used strikes and avoided forming a labor party, rewarding friends and punishing enemies in the major parties instead.',
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
