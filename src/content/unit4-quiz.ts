import type { Quiz } from './schema';

/**
 * The Unit 4 stimulus quiz: 4 stimuli, 10 questions. All four are primary sources, condensed and with modern
 * spelling, so each is marked "adapted"; the Robinson memoir is a close paraphrase.
 */
export const unit4Quiz: Quiz = {
  id: 'apush-unit-4-quiz',
  title: 'Unit 4 Quiz: Period 4, 1800-1848',
  stimuli: [
    {
      id: 'fire-bell-letter',
      title: 'A letter from Monticello, April 1820',
      text:
        'This momentous question, like a fire bell in the night, awakened and filled me with terror. I considered it at once as the knell of the Union. It is hushed, indeed, for the moment. But this is a reprieve only, not a final sentence. A geographical line, coinciding with a marked principle, moral and political, once conceived and held up to the angry passions of men, will never be obliterated; and every new irritation will mark it deeper and deeper.\n\n' +
        'There is not a man on earth who would sacrifice more than I would to relieve us from this heavy reproach, in any practicable way. But, as it is, we have the wolf by the ear, and we can neither hold him nor safely let him go. Justice is in one scale, and self-preservation in the other.',
      source: { kind: 'public-domain', author: 'Thomas Jefferson', work: 'Letter to John Holmes', year: 1820, adapted: true },
      questions: [
        {
          id: 'u4-q1',
          question: 'The "momentous question" Jefferson describes was most directly whether',
          options: [
            'Congress had the power to charter a national bank',
            'the United States should acquire Florida from Spain',
            'Congress could spend federal money on roads and canals',
            'Congress could restrict slavery in Missouri and the western territories',
          ],
          answer: 3,
          explanation:
            'Jefferson fears a "geographical line" tied to a "moral and political" principle and calls slavery a "heavy reproach": the question was whether Congress could restrict slavery in Missouri and the West, settled for the moment by the Missouri Compromise. The bank question (McCulloch v. Maryland, 1819), the purchase of Florida (1819) and federal spending on roads and canals (Madison vetoed the Bonus Bill in 1817) were debated in these years, but none divided the nation along a line of moral principle.',
        },
        {
          id: 'u4-q2',
          question: 'Jefferson’s image of holding "the wolf by the ear" expresses his view that',
          options: [
            'slavery would soon die out on its own as tobacco lands wore out',
            'slavery was wrong, but ending it seemed to threaten white southerners’ safety',
            'the federal government should move at once to abolish slavery',
            'slavery was a positive good that benefited enslaved people',
          ],
          answer: 1,
          explanation:
            'Jefferson calls slavery a "heavy reproach" and admits that "justice is in one scale," yet says it cannot "safely" be let go, with "self-preservation" in the other scale. He does not predict slavery’s natural end; he sees no "practicable way" to end it, so he is not calling for immediate federal abolition; and calling it a "reproach" is the opposite of the later "positive good" argument.',
        },
        {
          id: 'u4-q3',
          question: 'Jefferson’s prediction that "every new irritation will mark it deeper and deeper" was most directly borne out by',
          options: [
            'the nullification crisis over the tariffs of 1828 and 1832',
            'the Panic of 1837 and the depression that followed it',
            'the debate over the Wilmot Proviso’s ban on slavery in lands won from Mexico',
            'the campaign of the Whig Party for a national bank and internal improvements',
          ],
          answer: 2,
          explanation:
            'The Wilmot Proviso (1846) reopened the question of slavery in new territories and split Congress along sectional lines, deepening the line Jefferson feared. The nullification crisis was a sectional quarrel over tariffs, not over a line dividing slave and free territory; the Panic of 1837 was a national depression; and the Whig program was a national economic plan with supporters in both sections.',
        },
      ],
    },
    {
      id: 'cherokee-memorial',
      title: 'An appeal to the people of the United States',
      text:
        'We are aware that some persons suppose it will be for our advantage to remove beyond the Mississippi. We think otherwise. Our people universally think otherwise.\n\n' +
        'We wish to remain on the land of our fathers. We have a perfect and original right to remain without interruption or molestation. The treaties with us, and laws of the United States made in pursuance of treaties, guarantee our residence and our privileges, and secure us against intruders. Our only request is that these treaties may be fulfilled, and these laws executed.\n\n' +
        'But if we are compelled to leave our country, we see nothing but ruin before us. The country west of the Arkansas Territory is unknown to us.',
      source: { kind: 'public-domain', author: 'Cherokee Nation', work: 'Memorial of the Cherokee Nation', year: 1830, adapted: true },
      questions: [
        {
          id: 'u4-q4',
          question: 'The memorial’s case for remaining on Cherokee land rests most directly on',
          options: [
            'treaties and federal laws that recognized Cherokee rights to their land',
            'the Cherokee people’s adoption of a written constitution and of Christian churches',
            'a promise by the state of Georgia to protect Cherokee farms',
            'an offer to trade part of their lands for territory west of the Mississippi',
          ],
          answer: 0,
          explanation:
            'The memorial rests its claim on "the treaties with us, and laws of the United States made in pursuance of treaties." The Cherokee had in fact adopted a written constitution and many had become Christians, but the excerpt does not argue from that; Georgia was trying to take Cherokee land, not protect it; and the memorial rejects removal beyond the Mississippi rather than offering a trade.',
        },
        {
          id: 'u4-q5',
          question: 'The statement that "our only request is that these treaties may be fulfilled, and these laws executed" suggests that the Cherokee leaders',
          options: [
            'hoped to win a better price for their lands before moving west',
            'planned armed resistance together with the Seminoles in Florida',
            'accepted Georgia’s authority as long as their farms were left alone',
            'sought to defend their land through American law and public opinion',
          ],
          answer: 3,
          explanation:
            'By asking only that treaties be honored and laws enforced, and by addressing the American public, Cherokee leaders chose legal and political means; they went on to take their case to the Supreme Court. They rejected moving west rather than bargaining over a price, the excerpt proposes no armed resistance, and they appealed to federal treaties precisely to deny Georgia’s authority over them.',
        },
      ],
    },
    {
      id: 'lowell-strike',
      title: 'A memoir of girlhood in a mill town',
      text:
        'One of the first strikes of cotton-factory workers in this country took place in Lowell in October 1836. When it was announced that wages were to be cut, great indignation was felt, and it was decided to strike all together. The mills were shut down, and the girls marched in procession from their corporations to a grove on Chapel Hill, where they listened to fiery speeches from early labor reformers.\n\n' +
        'I was eleven years old and worked in a room where the strike had been fully discussed. When the day came, the older girls hesitated, and I grew impatient. I said I would turn out whether anyone else did or not, and I marched out, and the others followed. As I looked back at the long line behind me, I was prouder than I have ever been since.',
      source: { kind: 'public-domain', author: 'Harriet H. Robinson', work: 'Loom and Spindle; or, Life Among the Early Mill Girls', year: 1898, adapted: true },
      questions: [
        {
          id: 'u4-q6',
          question: 'The events described in the excerpt most directly reflect',
          options: [
            'the demands of skilled craftsmen for a higher protective tariff',
            'workers’ resistance to employers’ control of wages in the new factories',
            'nativist protests against Irish immigrants who were taking factory jobs',
            'the temperance movement’s campaign against heavy drinking among workers in mill towns',
          ],
          answer: 1,
          explanation:
            'The girls strike "all together" after a wage cut and hear "labor reformers": early resistance to the power of factory owners over pay. They were mill workers, not skilled craftsmen, and they protested a wage cut, not the tariff; Irish workers replaced many Yankee women only in the late 1840s and 1850s, and the excerpt names no immigrants; and it says nothing about alcohol.',
        },
        {
          id: 'u4-q7',
          question: 'Robinson’s account would be most useful to a historian as evidence of',
          options: [
            'the reasons mill owners gave for cutting wages in the 1830s',
            'the average pay of Lowell mill workers before and after the strike',
            'how young women workers experienced collective action as a source of pride',
            'whether early strikes succeeded in winning back lost wages',
          ],
          answer: 2,
          explanation:
            'Written by a participant, the memoir shows how a young worker felt about striking: she remembers leading the walkout and feeling "prouder than I have ever been since." It gives neither the owners’ reasons nor any wage figures, and it does not say how the strike ended. Because she wrote more than sixty years later, a historian would also weigh how memory may have shaped the story.',
        },
      ],
    },
    {
      id: 'declaration-of-sentiments',
      title: 'A declaration adopted in New York, July 1848',
      text:
        'We hold these truths to be self-evident: that all men and women are created equal; that they are endowed by their Creator with certain inalienable rights; that among these are life, liberty, and the pursuit of happiness; that to secure these rights governments are instituted, deriving their just powers from the consent of the governed.\n\n' +
        'The history of mankind is a history of repeated injuries and usurpations on the part of man toward woman, having in direct object the establishment of an absolute tyranny over her. To prove this, let facts be submitted to a candid world.\n\n' +
        'He has never permitted her to exercise her inalienable right to the elective franchise. He has compelled her to submit to laws, in the formation of which she had no voice. He has made her, if married, in the eye of the law, civilly dead. He has taken from her all right in property, even to the wages she earns.',
      source: { kind: 'public-domain', author: 'Seneca Falls Convention', work: 'Declaration of Sentiments', year: 1848, adapted: true },
      questions: [
        {
          id: 'u4-q8',
          question: 'The authors modeled their document on the Declaration of Independence most likely in order to',
          options: [
            'claim the nation’s founding ideals for women',
            'argue that the Revolution’s ideals had already been achieved in American law',
            'defend the ideal of separate spheres for men and women',
            'win the support of the new Free Soil Party for the vote',
          ],
          answer: 0,
          explanation:
            'By rewriting "all men are created equal" as "all men and women are created equal" and listing grievances against "man" as the colonists had against the king, the authors claimed the nation’s founding principles for women. They argue that those ideals had not been achieved for women; they attack the limits placed on women rather than defending separate spheres; and the Free Soil Party, formed weeks later in August 1848, did not take up woman suffrage.',
        },
        {
          id: 'u4-q9',
          question: 'The claim that a married woman was "civilly dead" in the eye of the law refers most directly to',
          options: [
            'rules in many churches that barred women from preaching',
            'state laws that took the vote from free Black men',
            'coverture, which merged a wife’s legal identity and property into her husband’s',
            'the refusal to seat women delegates at the World Anti-Slavery Convention of 1840',
          ],
          answer: 2,
          explanation:
            'The phrase is tied to marriage and property ("if married," "even to the wages she earns"): under coverture a wife could not own property, make contracts or keep her wages in her own name. Church rules on preaching and the 1840 London convention were grievances of women reformers, but neither concerned a married woman’s legal status, and the disfranchisement of Black men concerned voting, not marriage.',
        },
        {
          id: 'u4-q10',
          question: 'The grievances in the last paragraph of the excerpt show that the authors',
          options: [
            'objected mainly to women’s exclusion from colleges and the professions',
            'sought both political rights and legal rights for women',
            'accepted women’s legal position in marriage but demanded the vote',
            'directed their complaints mainly at the federal government’s laws',
          ],
          answer: 1,
          explanation:
            'The paragraph joins a political grievance, the denial of "the elective franchise," to legal ones: laws made without women’s voice and a married woman’s loss of legal identity and property. Exclusion from colleges and professions was listed elsewhere in the declaration, not in this excerpt; calling wives "civilly dead" rejects their legal position; and marriage and property law were made by the states, with the complaints aimed at "man" in general.',
        },
      ],
    },
  ],
};
