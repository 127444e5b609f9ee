import { escapeRegExp } from '../lib/escape-reg-exp.ts';

/**
 * The machine-readable half of the glossaries in docs/glossary/: for each
 * recurring concept, the one term a language uses, and the terms it rules out.
 * The owner checks (scripts/owner/glossary.ts) report a ruled-out term that
 * appears (as whole words, in any case) in that language's translation values,
 * and a short label (a heading, button or link) written in English title case.
 */
type GlossaryEntry = {
  /** The concept, in English. */
  concept: string;
  /** The one term (or construction) the language uses for it. */
  use: string;
  /** Words or phrases that must not appear in the language's values. */
  avoid: readonly string[];
};

export type Glossary = {
  /** The form of "you" the copy uses. */
  register: string;
  /** How headings, buttons and labels are capitalised. */
  capitalisation: string;
  /** Whether short labels are checked for sentence case (English keeps the spec's title case). */
  sentenceCase: boolean;
  /** Capitalised words allowed inside a sentence-case label: names of places, products, people. */
  properNouns: readonly string[];
  entries: readonly GlossaryEntry[];
};

/**
 * Names that keep their capitals in every language, beside those the words
 * give themselves (places, countries, companies, the owner's name): the
 * sample's words' own; change them with the words.
 */
const sharedProperNouns = [
  'Aberdare',
  'Highlands',
  'Kenya',
  'Lamu',
  'Longonot',
  'Mau',
  'Nairobi',
  'OpenStreetMap',
  'React',
  'Soko',
  'TypeScript',
];

/**
 * Each language's glossary, by its code.
 * @public Read by file name, as every owner file is (scripts/owner/load.ts).
 */
export const glossaries = {
  en: {
    register: 'you',
    capitalisation:
      'Title case in headings and buttons (as the spec gives them); British spelling (docs/decisions/006-british-english.md).',
    sentenceCase: false,
    properNouns: [...sharedProperNouns, 'Africa', 'Victoria'],
    entries: [
      { concept: 'organisation', use: 'organisation', avoid: ['organization', 'organizations'] },
      { concept: 'centre', use: 'centre', avoid: ['center', 'centers'] },
      { concept: 'to digitise', use: 'digitise', avoid: ['digitized', 'digitize'] },
      { concept: 'enquiry', use: 'enquiry', avoid: ['inquiry', 'inquiries'] },
      { concept: 'programme (of an NGO)', use: 'programme', avoid: ['program', 'programs'] },
      { concept: 'colour, analyse', use: 'colour, analyse', avoid: ['color', 'analyze'] },
    ],
  },
  sw: {
    register: 'wewe (singular, e.g. "unahitaji", "Niambie"); never the plural ninyi.',
    capitalisation:
      'Sentence case in headings, buttons, links, labels, job and award titles; capitals only for the first word and proper nouns (GIS, Nairobi, organisation names).',
    sentenceCase: true,
    properNouns: [...sharedProperNouns, 'Victoria', 'Kunihusu', 'Ziwa', 'Msitu', 'Mlima', 'Pwani'],
    entries: [
      {
        concept: 'full-stack developer',
        use: 'msanidi wa full-stack (wa wavuti na GIS)',
        avoid: ['msanidi kamili', 'kamili wa wavuti'],
      },
      { concept: 'senior (job title)', use: 'mwandamizi', avoid: ['msanidi mkuu'] },
      {
        concept: 'home page, Home',
        use: 'ukurasa wa mwanzo; nav item "Mwanzo"; a link home "Rudi mwanzo"',
        avoid: ['nyumbani'],
      },
      { concept: 'main menu, navigation', use: 'menyu kuu', avoid: ['urambazaji'] },
      { concept: 'about me (page)', use: 'Kunihusu', avoid: [] },
      { concept: 'analysis, analyst', use: 'uchambuzi, mchambuzi', avoid: ['uchanganuzi'] },
      { concept: 'field (fieldwork)', use: 'uwandani', avoid: ['nyanjani'] },
      {
        concept: 'data (noun-class agreement)',
        use: 'data ya / data yetu / data yako (n-class singular)',
        avoid: ['data za', 'data zetu', 'data zako', 'data hizi'],
      },
      { concept: 'land cover', use: 'kifuniko cha ardhi', avoid: ['uoto wa ardhi'] },
      {
        concept: 'land parcel',
        use: 'kipande cha ardhi (pl. vipande vya ardhi)',
        avoid: ['viwanja'],
      },
      { concept: 'civic tech', use: 'teknolojia ya kiraia', avoid: ['teknolojia kwa jamii'] },
      { concept: 'unreliable (a network)', use: 'isiyotegemeka', avoid: ['isiyotegemewa'] },
      {
        concept: 'programme (of an NGO)',
        use: 'mpango (programu means software)',
        avoid: ['meneja wa programu'],
      },
      {
        concept: 'play / pause (auto-rotation)',
        use: 'Endelea na … / Sitisha …',
        avoid: ['cheza'],
      },
      {
        concept: 'deployment',
        use: 'uchapishaji (mtandaoni)',
        avoid: ['uzinduzi', 'uzinduzi endelevu'],
      },
      {
        concept: 'deadline',
        use: 'tarehe ambayo kazi inapaswa kukamilika',
        avoid: ['muda wa mwisho', 'muda wako wa mwisho'],
      },
      { concept: 'enquiry', use: 'ulizo (pl. maulizo)', avoid: ['ombi la mradi'] },
      {
        concept: 'learn more',
        use: 'fahamu zaidi (about me: "Nifahamu zaidi")',
        avoid: ['jifunze zaidi'],
      },
      {
        concept: 'an extra pair of hands',
        use: 'mtu wa kuongeza nguvu',
        avoid: ['mkono wa ziada'],
      },
      { concept: 'have in mind', use: 'una wazo la …', avoid: ['akilini'] },
      {
        concept: 'to mentor, mentor',
        use: 'kuwashauri na kuwaelekeza; mshauri',
        avoid: ['niliwaongoza'],
      },
      { concept: 'map viewer', use: 'programu ya kutazama ramani', avoid: ['kionyeshi'] },
      {
        concept: 'solutions (plural)',
        use: 'masuluhisho / mifumo',
        avoid: ['suluhisho za', 'suluhisho nilizo'],
      },
      {
        concept: 'NGO (word order)',
        use: 'shirika la afya lisilo la kiserikali',
        avoid: ['lisilo la kiserikali la'],
      },
      {
        concept: 'what clients say (heading, not a question)',
        use: 'Wanachosema wateja',
        avoid: ['wanasema nini'],
      },
      { concept: 'featured', use: 'iliyoangaziwa', avoid: ['teule'] },
      {
        concept: 'live demo',
        use: 'onyesho la moja kwa moja; the link "Tazama onyesho"',
        avoid: ['maonyesho hai', 'onyesho hai'],
      },
      { concept: 'CV', use: 'wasifu wa kazi', avoid: [] },
      {
        concept: 'ask about (a service), a mail link',
        use: 'Niulize kuhusu … (the card title inside)',
        avoid: ['uliza kuhusu'],
      },
      { concept: 'time zone', use: 'saa za eneo', avoid: ['kanda ya saa'] },
      {
        concept: 'map projection',
        use: 'projeksheni (makadirio means estimates)',
        avoid: ['makadirio ya Lambert', 'makadirio ya ramani'],
      },
      { concept: 'Mozambique', use: 'Msumbiji', avoid: ['Mozambique'] },
      {
        concept: 'fast (a website that loads quickly)',
        use: '-enye kasi / inayofunguka haraka (-a haraka reads as hasty)',
        avoid: ['tovuti ya haraka', 'tovuti za haraka', 'programu za haraka'],
      },
      {
        concept: 'product (software)',
        use: 'mfumo / programu (bidhaa means goods)',
        avoid: ['unahitaji bidhaa mpya'],
      },
      { concept: 'show less (a list)', use: 'Onyesha chache', avoid: ['Onyesha kidogo'] },
    ],
  },
  pt: {
    register: 'você (with seu/sua); never tu or o senhor.',
    capitalisation:
      'Sentence case in headings, buttons, links, labels, job and award titles (pt-BR interface norm); capitals only for the first word and proper nouns. Exception kept from the spec: "Em Progresso".',
    sentenceCase: true,
    properNouns: [...sharedProperNouns, 'Progresso', 'Nairóbi', 'Quênia', 'Vitória', 'Monte'],
    entries: [
      {
        concept: 'GIS',
        use: 'GIS (as in the role)',
        avoid: ['SIG', 'SIG web', 'geoprocessamento'],
      },
      {
        concept: 'enquiry',
        use: 'consulta (mail subjects); contatos de clientes (leads, in a testimonial)',
        avoid: ['pedidos de clientes', 'proposta de projeto'],
      },
      {
        concept: 'location dashboards',
        use: 'painéis geoespaciais',
        avoid: ['painéis de localização'],
      },
      { concept: 'web mapping (the discipline)', use: 'mapeamento web', avoid: [] },
      {
        concept: 'to need (precisar de)',
        use: 'do que você precisa / tudo de que precisam',
        avoid: ['o que você precisa', 'o que precisa', 'o que precisam'],
      },
      {
        concept: 'to digitise (vector)',
        use: 'vetorizar (digitalizar means to scan)',
        avoid: ['digitalizei', 'digitalizar', 'digitalização'],
      },
      { concept: 'county', use: 'condado', avoid: ['município', 'municípios'] },
      {
        concept: 'play / pause (auto-rotation)',
        use: 'Retomar … / Pausar …',
        avoid: ['reproduzir'],
      },
      {
        concept: 'navigation toggle / close',
        use: 'Abrir ou fechar o menu / Fechar o menu',
        avoid: ['alternar navegação', 'fechar navegação'],
      },
      {
        concept: 'toggle (a setting)',
        use: 'Ativar ou desativar …',
        avoid: ['alternar'],
      },
      {
        concept: 'live demo',
        use: 'demonstração (on-line)',
        avoid: ['demo ao vivo', 'demonstração ao vivo'],
      },
      {
        concept: 'kind words',
        use: 'Palavras de quem já trabalhou comigo',
        avoid: ['palavras gentis'],
      },
      { concept: 'design and build', use: 'projetar e desenvolver', avoid: ['eu crio'] },
      { concept: 'based in (a place)', use: 'em (Nairóbi)', avoid: ['baseado em Nairóbi'] },
      {
        concept: 'web application / mobile app',
        use: 'aplicação web / aplicativo (para celular)',
        avoid: ['aplicativo web', 'aplicativos web'],
      },
      {
        concept: 'online / offline',
        use: 'on-line / off-line (VOLP)',
        avoid: ['online', 'offline'],
      },
      { concept: 'dashboard', use: 'painel', avoid: ['dashboard'] },
      { concept: 'CV', use: 'currículo', avoid: [] },
      { concept: 'to download', use: 'baixar', avoid: ['fazer download', 'fazer o download'] },
      {
        concept: 'ask about (a service), a mail link',
        use: 'Fale comigo sobre … (the card title inside)',
        avoid: ['pergunte sobre'],
      },
      { concept: 'contact (address book)', use: 'contato (pt-BR)', avoid: ['contacto'] },
      {
        concept: 'place names',
        use: 'Portuguese forms: Campala, Mombaça, Moçambique, Quênia, Tanzânia',
        avoid: ['Kampala', 'Mombasa', 'Mozambique'],
      },
    ],
  },
  // A language added to the list without a glossary yet has no term rules.
  // Keyed by any code, not only the listed ones: a language taken out of the
  // list may keep its glossary here, unused, to be listed again.
} as const satisfies Readonly<Record<string, Glossary>>;

/** Whether a text contains a phrase as whole words, in any case (Unicode-aware). */
export function containsTerm(text: string, term: string): boolean {
  const escaped = escapeRegExp(term).replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}
