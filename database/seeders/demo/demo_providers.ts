import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ProviderStatus, ProviderType } from '#contracts/provider_options'
import type { PaymentMethod } from '#contracts/payment_methods'
import { document, heading, strong } from '#database/seeders/reference/delta_builder'

interface DemoContact {
  name: string
  position: string
  phone?: string
  email?: string
}

interface DemoBank {
  name: string
  account: string
  swift: string
  iban?: string
}

interface DemoProvider {
  code: string
  name: string
  type: ProviderType
  status: ProviderStatus
  /** ISO 3166-1 alpha-2. */
  country: string
  /** ISO 3166-2, when the provider's state is one of the seeded subdivisions. */
  state?: string
  city: string
  address: string
  phone: string
  email: string
  website?: string
  tax?: string
  currency: string
  payment: PaymentMethod
  notes?: string
  bank?: DemoBank
  /** GOP addresses for manual sending; a group name for group sending. */
  gop: string[] | { group: string }
  validity?: number
  contacts?: DemoContact[]
}

/** A hospital's usual desks, named for the demo. */
const desks = (domain: string, people: [string, string][]): DemoContact[] =>
  people.map(([name, position]) => ({
    name,
    position,
    email: `${name.split(' ')[0].toLowerCase()}@${domain}`,
  }))

/**
 * Providers across the region the demo centers serve, of many types and every status, so the
 * list's filters, the tabs and a black-listed provider can all be seen.
 */
const PROVIDERS: DemoProvider[] = [
  {
    code: 'BHP',
    name: 'Bangkok Hospital Phuket',
    type: 'hospital',
    status: 'preferred',
    country: 'TH',
    state: 'TH-83',
    city: 'Phuket',
    address: '2/1 Hongyokutis Road, Taladyai\nMueang Phuket 83000',
    phone: '+66 76 254 425',
    email: 'billing@phuket-hospital.example',
    website: 'https://phuket-hospital.example',
    tax: '0105536034231',
    currency: 'THB',
    payment: 'wire-transfer',
    notes: 'International patient centre open 24/7; asks for a GOP before any admission.',
    bank: { name: 'Bangkok Bank', account: '412-0-12345-6', swift: 'BKKBTHBK' },
    gop: ['gop@phuket-hospital.example', 'ipc@phuket-hospital.example'],
    validity: 14,
    contacts: [
      ...desks('phuket-hospital.example', [
        ['Kanya Srisuk', 'International patient coordinator'],
        ['Niran Chaiyasit', 'Billing officer'],
      ]),
      { name: 'Dr. Somsak Rattanakorn', position: 'Medical director', phone: '+66 81 234 5678' },
    ],
  },
  {
    code: 'BUMRUNGRAD',
    name: 'Bumrungrad International Hospital',
    type: 'hospital',
    status: 'validated',
    country: 'TH',
    state: 'TH-10',
    city: 'Bangkok',
    address: '33 Sukhumvit 3, Wattana\nBangkok 10110',
    phone: '+66 2 066 8888',
    email: 'insurance@bumrungrad.example',
    website: 'https://bumrungrad.example',
    tax: '0107536000145',
    currency: 'THB',
    payment: 'wire-transfer',
    bank: { name: 'Kasikornbank', account: '001-1-23456-7', swift: 'KASITHBK' },
    gop: { group: 'KUL operations' },
    validity: 30,
    contacts: desks('bumrungrad.example', [
      ['Pimchanok Wong', 'Insurance coordinator'],
      ['Arthit Boonmee', 'Accounts receivable'],
    ]),
  },
  {
    code: 'SAMITIVEJ',
    name: 'Samitivej Sukhumvit Hospital',
    type: 'hospital',
    status: 'preferred',
    country: 'TH',
    state: 'TH-10',
    city: 'Bangkok',
    address: '133 Sukhumvit 49, Klongton Nua, Vadhana\nBangkok 10110',
    phone: '+66 2 022 2222',
    email: 'gop@samitivej.example',
    currency: 'THB',
    payment: 'wire-transfer',
    gop: ['gop@samitivej.example'],
    contacts: desks('samitivej.example', [['Chalida Prasert', 'Referral centre']]),
  },
  {
    code: 'BPH-PATTAYA',
    name: 'Bangkok Hospital Pattaya',
    type: 'hospital',
    status: 'validated',
    country: 'TH',
    state: 'TH-20',
    city: 'Pattaya',
    address: '301 Moo 6, Sukhumvit Road, Na Kluea\nBang Lamung, Chonburi 20150',
    phone: '+66 38 259 999',
    email: 'ipc@pattaya-hospital.example',
    currency: 'THB',
    payment: 'wire-transfer',
    gop: ['ipc@pattaya-hospital.example'],
  },
  {
    code: 'CM-RAM',
    name: 'Chiang Mai Ram Hospital',
    type: 'hospital',
    status: 'audited',
    country: 'TH',
    state: 'TH-50',
    city: 'Chiang Mai',
    address: '8 Boonruangrit Road, Sriphum\nMueang Chiang Mai 50200',
    phone: '+66 53 920 300',
    email: 'inter@chiangmairam.example',
    currency: 'THB',
    payment: 'wire-transfer',
    gop: ['inter@chiangmairam.example'],
  },
  {
    code: 'SAMUI-INTL',
    name: 'Samui International Clinic',
    type: 'clinic',
    status: 'pending',
    country: 'TH',
    state: 'TH-84',
    city: 'Koh Samui',
    address: '176/20 Moo 3, Chaweng Beach Road\nBo Phut, Koh Samui 84320',
    phone: '+66 77 230 781',
    email: 'frontdesk@samui-clinic.example',
    currency: 'THB',
    payment: 'cash',
    notes: 'Walk-in clinic; refers admissions to the hospital in Chaweng.',
    gop: ['frontdesk@samui-clinic.example'],
  },
  {
    code: 'PHUKET-AMB',
    name: 'Phuket Emergency Ambulance',
    type: 'ground-ambulance',
    status: 'validated',
    country: 'TH',
    state: 'TH-83',
    city: 'Phuket',
    address: '45 Chaofa West Road, Chalong\nMueang Phuket 83130',
    phone: '+66 76 381 999',
    email: 'dispatch@phuket-ambulance.example',
    currency: 'THB',
    payment: 'cash',
    gop: ['dispatch@phuket-ambulance.example'],
    contacts: [{ name: 'Dispatch desk', position: '24/7 dispatch', phone: '+66 76 381 999' }],
  },
  {
    code: 'AONANG-DENTAL',
    name: 'Ao Nang Dental Clinic',
    type: 'dentist',
    status: 'pending',
    country: 'TH',
    state: 'TH-81',
    city: 'Krabi',
    address: '243 Moo 2, Ao Nang\nMueang Krabi 81180',
    phone: '+66 75 637 111',
    email: 'smile@aonang-dental.example',
    currency: 'THB',
    payment: 'credit-card',
    gop: ['smile@aonang-dental.example'],
  },
  {
    code: 'SIAM-AIR',
    name: 'Siam Air Ambulance',
    type: 'air-ambulance',
    status: 'preferred',
    country: 'TH',
    state: 'TH-10',
    city: 'Bangkok',
    address: 'Don Mueang International Airport, General Aviation Terminal\nBangkok 10210',
    phone: '+66 2 535 1500',
    email: 'ops@siam-air-ambulance.example',
    website: 'https://siam-air-ambulance.example',
    currency: 'USD',
    payment: 'wire-transfer',
    notes: 'Quotes within 2 hours; needs a fit-to-fly report and a GOP before wheels up.',
    bank: { name: 'Bangkok Bank', account: '101-3-98765-4', swift: 'BKKBTHBK' },
    gop: ['ops@siam-air-ambulance.example', 'finance@siam-air-ambulance.example'],
    validity: 7,
    contacts: desks('siam-air-ambulance.example', [
      ['Thanawat Kittisak', 'Flight coordinator'],
      ['Rattana Phongsri', 'Finance'],
    ]),
  },
  {
    code: 'BKK-INTERP',
    name: 'Bangkok Medical Interpreters',
    type: 'interpreter',
    status: 'validated',
    country: 'TH',
    state: 'TH-10',
    city: 'Bangkok',
    address: '999 Ploenchit Road, Lumpini, Pathum Wan\nBangkok 10330',
    phone: '+66 2 255 4433',
    email: 'bookings@bkk-interpreters.example',
    currency: 'THB',
    payment: 'wire-transfer',
    gop: ['bookings@bkk-interpreters.example'],
  },
  {
    code: 'GLENEAGLES-KL',
    name: 'Gleneagles Hospital Kuala Lumpur',
    type: 'hospital',
    status: 'preferred',
    country: 'MY',
    state: 'MY-14',
    city: 'Kuala Lumpur',
    address: '286 & 288 Jalan Ampang\n50450 Kuala Lumpur',
    phone: '+60 3 4141 3000',
    email: 'gop@gleneagles-kl.example',
    website: 'https://gleneagles-kl.example',
    tax: 'C 1234567-08',
    currency: 'MYR',
    payment: 'wire-transfer',
    bank: { name: 'Malayan Banking Berhad', account: '5141 2233 4455', swift: 'MBBEMYKL' },
    gop: { group: 'Finance' },
    validity: 30,
    contacts: desks('gleneagles-kl.example', [
      ['Nurul Huda', 'Admissions'],
      ['Lim Chee Keong', 'Credit control'],
    ]),
  },
  {
    code: 'PANTAI-KL',
    name: 'Pantai Hospital Kuala Lumpur',
    type: 'hospital',
    status: 'validated',
    country: 'MY',
    state: 'MY-14',
    city: 'Kuala Lumpur',
    address: '8 Jalan Bukit Pantai, Bangsar\n59100 Kuala Lumpur',
    phone: '+60 3 2296 0888',
    email: 'insurance@pantai-kl.example',
    currency: 'MYR',
    payment: 'wire-transfer',
    bank: { name: 'CIMB Bank', account: '8000 1234 56', swift: 'CIBBMYKL' },
    gop: ['insurance@pantai-kl.example'],
  },
  {
    code: 'SUNWAY-MC',
    name: 'Sunway Medical Centre',
    type: 'medical-center',
    status: 'preferred',
    country: 'MY',
    state: 'MY-10',
    city: 'Subang Jaya',
    address: '5 Jalan Lagoon Selatan, Bandar Sunway\n47500 Subang Jaya, Selangor',
    phone: '+60 3 7491 9191',
    email: 'gl@sunway-medical.example',
    currency: 'MYR',
    payment: 'wire-transfer',
    gop: ['gl@sunway-medical.example'],
    contacts: desks('sunway-medical.example', [['Kavitha Pillai', 'Guarantee letters desk']]),
  },
  {
    code: 'ISLAND-PENANG',
    name: 'Island Hospital',
    type: 'hospital',
    status: 'audited',
    country: 'MY',
    state: 'MY-07',
    city: 'George Town',
    address: '308 Jalan Macalister\n10450 George Town, Penang',
    phone: '+60 4 228 8222',
    email: 'cs@island-hospital.example',
    currency: 'MYR',
    payment: 'wire-transfer',
    gop: ['cs@island-hospital.example'],
  },
  {
    code: 'KPJ-SABAH',
    name: 'KPJ Sabah Specialist Hospital',
    type: 'hospital',
    status: 'pending',
    country: 'MY',
    state: 'MY-12',
    city: 'Kota Kinabalu',
    address: 'Lot 2, Off Jalan Damai, Luyang Commercial Centre\n88300 Kota Kinabalu, Sabah',
    phone: '+60 88 322 000',
    email: 'admission@kpj-sabah.example',
    currency: 'MYR',
    payment: 'wire-transfer',
    gop: ['admission@kpj-sabah.example'],
  },
  {
    code: 'BP-LAB',
    name: 'BP Clinical Lab',
    type: 'laboratory',
    status: 'validated',
    country: 'MY',
    state: 'MY-10',
    city: 'Petaling Jaya',
    address: '12 Jalan 52/1, Seksyen 52\n46200 Petaling Jaya, Selangor',
    phone: '+60 3 7955 8888',
    email: 'corporate@bplab.example',
    currency: 'MYR',
    payment: 'wire-transfer',
    gop: ['corporate@bplab.example'],
  },
  {
    code: 'CARING-BANGSAR',
    name: 'Caring Pharmacy Bangsar',
    type: 'pharmacy',
    status: 'validated',
    country: 'MY',
    state: 'MY-14',
    city: 'Kuala Lumpur',
    address: '15 Jalan Telawi 3, Bangsar Baru\n59100 Kuala Lumpur',
    phone: '+60 3 2282 1122',
    email: 'bangsar@caring-pharmacy.example',
    currency: 'MYR',
    payment: 'credit-card',
    gop: ['bangsar@caring-pharmacy.example'],
  },
  {
    code: 'NIRWANA-REPAT',
    name: 'Nirwana Repatriation Services',
    type: 'funeral-services',
    status: 'validated',
    country: 'MY',
    state: 'MY-10',
    city: 'Shah Alam',
    address: '3 Jalan Pelabur 23/1, Seksyen 23\n40300 Shah Alam, Selangor',
    phone: '+60 3 5541 2000',
    email: 'repatriation@nirwana.example',
    currency: 'MYR',
    payment: 'wire-transfer',
    notes: 'Handles embalming, export permits and airline cargo booking.',
    gop: ['repatriation@nirwana.example'],
  },
  {
    code: 'JB-PHYSIO',
    name: 'Johor Bahru Physio Centre',
    type: 'physiotherapist',
    status: 'pending',
    country: 'MY',
    state: 'MY-01',
    city: 'Johor Bahru',
    address: '22 Jalan Harimau Tarum, Taman Century\n80250 Johor Bahru, Johor',
    phone: '+60 7 331 2211',
    email: 'hello@jb-physio.example',
    currency: 'MYR',
    payment: 'cash',
    gop: ['hello@jb-physio.example'],
  },
  {
    code: 'STLUKES-BGC',
    name: "St. Luke's Medical Center Global City",
    type: 'hospital',
    status: 'preferred',
    country: 'PH',
    state: 'PH-00',
    city: 'Taguig',
    address: 'Rizal Drive cor. 32nd Street and 5th Avenue\nBonifacio Global City, Taguig 1634',
    phone: '+63 2 8789 7700',
    email: 'hmo@stlukes-bgc.example',
    website: 'https://stlukes-bgc.example',
    currency: 'PHP',
    payment: 'wire-transfer',
    bank: { name: 'BDO Unibank', account: '0012 3456 7890', swift: 'BNORPHMM' },
    gop: ['hmo@stlukes-bgc.example', 'ipc@stlukes-bgc.example'],
    contacts: desks('stlukes-bgc.example', [
      ['Maricel Cruz', 'International patient services'],
      ['Jose Bautista', 'Billing supervisor'],
    ]),
  },
  {
    code: 'MAKATI-MED',
    name: 'Makati Medical Center',
    type: 'hospital',
    status: 'validated',
    country: 'PH',
    state: 'PH-00',
    city: 'Makati',
    address: '2 Amorsolo Street, Legaspi Village\nMakati 1229',
    phone: '+63 2 8888 8999',
    email: 'loa@makatimed.example',
    currency: 'PHP',
    payment: 'wire-transfer',
    gop: ['loa@makatimed.example'],
  },
  {
    code: 'CHONG-HUA',
    name: 'Chong Hua Hospital',
    type: 'hospital',
    status: 'audited',
    country: 'PH',
    state: 'PH-07',
    city: 'Cebu City',
    address: 'Don Mariano Cui Street, Fuente Osmeña\nCebu City 6000',
    phone: '+63 32 255 8000',
    email: 'billing@chonghua.example',
    currency: 'PHP',
    payment: 'wire-transfer',
    gop: ['billing@chonghua.example'],
  },
  {
    code: 'DR-REYES',
    name: 'Dr. Antonio Reyes, Internal Medicine',
    type: 'doctor',
    status: 'validated',
    country: 'PH',
    state: 'PH-00',
    city: 'Manila',
    address: 'Suite 1204, Medical Arts Building\n1000 Ermita, Manila',
    phone: '+63 917 555 0142',
    email: 'clinic@dr-reyes.example',
    currency: 'PHP',
    payment: 'cash',
    notes: 'Makes hotel visits in Makati and Manila, 8:00 to 22:00.',
    gop: ['clinic@dr-reyes.example'],
  },
  {
    code: 'LBC-MAKATI',
    name: 'LBC Express Makati',
    type: 'courier-service',
    status: 'validated',
    country: 'PH',
    state: 'PH-00',
    city: 'Makati',
    address: 'G/F Ayala Tower One, Ayala Avenue\nMakati 1226',
    phone: '+63 2 8858 5999',
    email: 'corporate@lbc-makati.example',
    currency: 'PHP',
    payment: 'credit-card',
    gop: ['corporate@lbc-makati.example'],
  },
  {
    code: 'MT-ELIZABETH',
    name: 'Mount Elizabeth Hospital',
    type: 'hospital',
    status: 'preferred',
    country: 'SG',
    city: 'Singapore',
    address: '3 Mount Elizabeth\nSingapore 228510',
    phone: '+65 6737 2666',
    email: 'ipsc@mountelizabeth.example',
    website: 'https://mountelizabeth.example',
    tax: '197401021M',
    currency: 'SGD',
    payment: 'wire-transfer',
    notes: 'Accepts GOPs only on its own letter (see GOP templates).',
    bank: { name: 'DBS Bank', account: '003-901234-5', swift: 'DBSSSGSG' },
    gop: ['ipsc@mountelizabeth.example'],
    validity: 21,
    contacts: desks('mountelizabeth.example', [['Grace Tan', 'Patient assistance centre']]),
  },
  {
    code: 'RAFFLES-CHANGI',
    name: 'Raffles Medical Changi Airport',
    type: 'clinic',
    status: 'validated',
    country: 'SG',
    city: 'Singapore',
    address: 'Changi Airport Terminal 3, #B2-01\nSingapore 819663',
    phone: '+65 6241 8818',
    email: 'changi@raffles-medical.example',
    currency: 'SGD',
    payment: 'credit-card',
    gop: ['changi@raffles-medical.example'],
  },
  {
    code: 'FLYING-NURSES',
    name: 'Flying Nurses Asia',
    type: 'medical-escort',
    status: 'preferred',
    country: 'SG',
    city: 'Singapore',
    address: '10 Anson Road, #22-02 International Plaza\nSingapore 079903',
    phone: '+65 6221 0099',
    email: 'escort@flying-nurses.example',
    currency: 'USD',
    payment: 'wire-transfer',
    notes: 'Nurse or doctor escorts on commercial flights; 24 hours notice.',
    gop: ['escort@flying-nurses.example'],
  },
  {
    code: 'ASIA-ASSIST',
    name: 'Asia Assistance Partners',
    type: 'assistance-company',
    status: 'validated',
    country: 'SG',
    city: 'Singapore',
    address: '1 Raffles Place, #40-01\nSingapore 048616',
    phone: '+65 6532 7700',
    email: 'ops@asia-assist.example',
    currency: 'USD',
    payment: 'wire-transfer',
    notes: 'Correspondent for cases in Myanmar, Laos and Mongolia.',
    gop: ['ops@asia-assist.example'],
  },
  {
    code: 'BIMC-KUTA',
    name: 'BIMC Hospital Kuta',
    type: 'hospital',
    status: 'preferred',
    country: 'ID',
    state: 'ID-BA',
    city: 'Kuta',
    address: 'Jalan By Pass Ngurah Rai No. 100X\nKuta, Bali 80361',
    phone: '+62 361 761 263',
    email: 'insurance@bimc-kuta.example',
    currency: 'IDR',
    payment: 'wire-transfer',
    bank: { name: 'Bank Central Asia', account: '123 456 7890', swift: 'CENAIDJA' },
    gop: ['insurance@bimc-kuta.example'],
    contacts: desks('bimc-kuta.example', [['Made Wirawan', 'Insurance liaison']]),
  },
  {
    code: 'SILOAM-DPS',
    name: 'Siloam Hospitals Denpasar',
    type: 'hospital',
    status: 'validated',
    country: 'ID',
    state: 'ID-BA',
    city: 'Denpasar',
    address: 'Jalan Sunset Road No. 818\nKuta, Badung, Bali 80361',
    phone: '+62 361 779 900',
    email: 'gl@siloam-denpasar.example',
    currency: 'IDR',
    payment: 'wire-transfer',
    gop: ['gl@siloam-denpasar.example'],
  },
  {
    code: 'JKT-AMB',
    name: 'Jakarta Emergency Ambulance Service',
    type: 'ground-ambulance',
    status: 'audited',
    country: 'ID',
    state: 'ID-JK',
    city: 'Jakarta',
    address: 'Jalan Gatot Subroto Kav. 38\nJakarta Selatan 12710',
    phone: '+62 21 525 1234',
    email: 'dispatch@jkt-ambulance.example',
    currency: 'IDR',
    payment: 'cash',
    gop: ['dispatch@jkt-ambulance.example'],
  },
  {
    code: 'BALI-LEGAL',
    name: 'Bali Legal Partners',
    type: 'legal',
    status: 'pending',
    country: 'ID',
    state: 'ID-BA',
    city: 'Denpasar',
    address: 'Jalan Teuku Umar No. 88\nDenpasar, Bali 80114',
    phone: '+62 361 226 700',
    email: 'office@bali-legal.example',
    currency: 'IDR',
    payment: 'wire-transfer',
    gop: ['office@bali-legal.example'],
  },
  {
    code: 'FV-HCMC',
    name: 'FV Hospital',
    type: 'hospital',
    status: 'validated',
    country: 'VN',
    state: 'VN-SG',
    city: 'Ho Chi Minh City',
    address: '6 Nguyen Luong Bang, Tan Phu Ward, District 7\nHo Chi Minh City',
    phone: '+84 28 5411 3333',
    email: 'insurance@fvhospital.example',
    currency: 'VND',
    payment: 'wire-transfer',
    bank: { name: 'Vietcombank', account: '0071 0012 34567', swift: 'BFTVVNVX' },
    gop: ['insurance@fvhospital.example'],
  },
  {
    code: 'HFH-HANOI',
    name: 'Hanoi French Hospital',
    type: 'hospital',
    status: 'audited',
    country: 'VN',
    state: 'VN-HN',
    city: 'Hanoi',
    address: '1 Phuong Mai, Dong Da District\nHanoi',
    phone: '+84 24 3577 1100',
    email: 'ipd@hfh-hanoi.example',
    currency: 'VND',
    payment: 'wire-transfer',
    gop: ['ipd@hfh-hanoi.example'],
  },
  {
    code: 'STLUKE-TOKYO',
    name: "St. Luke's International Hospital",
    type: 'hospital',
    status: 'validated',
    country: 'JP',
    state: 'JP-13',
    city: 'Tokyo',
    address: '9-1 Akashi-cho, Chuo-ku\nTokyo 104-8560',
    phone: '+81 3 3541 5151',
    email: 'intl@stluke-tokyo.example',
    currency: 'JPY',
    payment: 'wire-transfer',
    bank: { name: 'MUFG Bank', account: '001-1234567', swift: 'BOTKJPJT' },
    gop: ['intl@stluke-tokyo.example'],
  },
  {
    code: 'HK-ADVENTIST',
    name: 'Hong Kong Adventist Hospital',
    type: 'hospital',
    status: 'preferred',
    country: 'HK',
    city: 'Hong Kong',
    address: '40 Stubbs Road, Happy Valley\nHong Kong',
    phone: '+852 3651 8888',
    email: 'billing@hkah.example',
    currency: 'HKD',
    payment: 'wire-transfer',
    bank: { name: 'HSBC Hong Kong', account: '004-123-456789-001', swift: 'HSBCHKHH' },
    gop: ['billing@hkah.example'],
  },
  {
    code: 'ROYAL-PP',
    name: 'Royal Phnom Penh Hospital',
    type: 'hospital',
    status: 'black-listed',
    country: 'KH',
    state: 'KH-12',
    city: 'Phnom Penh',
    address: 'No. 888, Russian Confederation Boulevard\nSangkat Toul Sangke, Phnom Penh',
    phone: '+855 23 991 000',
    email: 'billing@royal-pp.example',
    currency: 'USD',
    payment: 'wire-transfer',
    notes: 'Black listed November 2025 after repeated over-billing; do not send patients.',
    gop: ['billing@royal-pp.example'],
  },
  {
    code: 'MEDICLINIC-DXB',
    name: 'Mediclinic City Hospital',
    type: 'hospital',
    status: 'validated',
    country: 'AE',
    state: 'AE-DU',
    city: 'Dubai',
    address: 'Building 37, Dubai Healthcare City\nDubai',
    phone: '+971 4 435 9999',
    email: 'insurance@mediclinic-dxb.example',
    currency: 'AED',
    payment: 'wire-transfer',
    bank: {
      name: 'Emirates NBD',
      account: '1012345678901',
      swift: 'EBILAEAD',
      iban: 'AE070331234567890123456',
    },
    gop: ['insurance@mediclinic-dxb.example'],
  },
  {
    code: 'ASCOTT-KL',
    name: 'Ascott Kuala Lumpur',
    type: 'hotel',
    status: 'validated',
    country: 'MY',
    state: 'MY-14',
    city: 'Kuala Lumpur',
    address: '9 Jalan Pinang\n50450 Kuala Lumpur',
    phone: '+60 3 2142 6868',
    email: 'reservations@ascott-kl.example',
    currency: 'MYR',
    payment: 'credit-card',
    notes: 'Serviced apartments five minutes from Gleneagles; used for families of inpatients.',
    gop: ['reservations@ascott-kl.example'],
  },
  {
    code: 'BKK-CARS',
    name: 'Bangkok Car Rental',
    type: 'car-rental',
    status: 'pending',
    country: 'TH',
    state: 'TH-10',
    city: 'Bangkok',
    address: '55 Soi Sukhumvit 11\nBangkok 10110',
    phone: '+66 2 651 2222',
    email: 'rent@bkk-cars.example',
    currency: 'THB',
    payment: 'credit-card',
    gop: ['rent@bkk-cars.example'],
  },
]

/** Mount Elizabeth's own letter: the one provider in the demo that insists on its format. */
const OWN_TEMPLATE = {
  provider: 'MT-ELIZABETH',
  name: 'Mount Elizabeth guarantee letter',
  description: 'The hospital accepts guarantees only in this wording.',
  body: document([
    heading('Letter of guarantee', 1),
    [['To: Patient Assistance Centre, {{provider.name}}']],
    [
      [
        'We guarantee payment for the treatment of ',
        strong('{{member.full_name}}'),
        ' (policy {{member.policy_number}}, our case {{case.number}}) up to ',
        strong('{{gop.currency}} {{gop.amount}}'),
        ', valid until {{gop.valid_until}}.',
      ],
    ],
    [['{{agent.full_name}}, for {{business_entity.name}}']],
  ]),
}

/**
 * Demo providers with contacts, bank details and GOP settings, and one provider's own GOP
 * template. Skipped when providers exist, so a restart never duplicates them.
 */
export async function seedDemoProviders(trx: TransactionClientContract) {
  const [{ total }] = await trx.from('providers').count('* as total')
  if (Number(total) > 0) return
  const now = new Date()
  const countries: { id: number; code: string }[] = await trx
    .from('countries')
    .whereIn('code', [...new Set(PROVIDERS.map((provider) => provider.country))])
    .select('id', 'code')
  const states: { id: number; code: string }[] = await trx
    .from('states')
    .whereNull('deleted_at')
    .whereIn(
      'code',
      PROVIDERS.flatMap((provider) => (provider.state ? [provider.state] : []))
    )
    .select('id', 'code')
  const groups: { id: number; name: string }[] = await trx
    .from('email_groups')
    .whereNull('deleted_at')
    .select('id', 'name')
  const idOf = (rows: { id: number; code: string }[], code?: string) =>
    rows.find((row) => row.code === code)?.id ?? null

  for (const [index, provider] of PROVIDERS.entries()) {
    const countryId = idOf(countries, provider.country)
    if (countryId === null) continue
    const group = Array.isArray(provider.gop)
      ? null
      : (groups.find((row) => row.name === (provider.gop as { group: string }).group) ?? null)
    const [row] = await trx
      .insertQuery()
      .table('providers')
      .insert({
        code: provider.code,
        name: provider.name,
        provider_type: provider.type,
        status: provider.status,
        country_id: countryId,
        state_id: idOf(states, provider.state),
        city: provider.city,
        address: provider.address,
        phone: provider.phone,
        email: provider.email,
        website: provider.website ?? null,
        tax_number: provider.tax ?? null,
        currency_code: provider.currency,
        payment_method: provider.payment,
        notes: provider.notes ?? null,
        bank_name: provider.bank?.name ?? null,
        bank_account_name: provider.bank ? provider.name : null,
        bank_account_number: provider.bank?.account ?? null,
        bank_swift: provider.bank?.swift ?? null,
        bank_iban: provider.bank?.iban ?? null,
        gop_sending_mode: group ? 'group-sending' : 'manual-sending',
        gop_email_addresses: Array.isArray(provider.gop) ? provider.gop : [],
        gop_email_group_id: group?.id ?? null,
        gop_validity_days: provider.validity ?? null,
        // Spread over the last weeks, so "Updated" sorts and reads like a real list.
        created_at: new Date(now.getTime() - (PROVIDERS.length - index) * 36 * 3600 * 1000),
        updated_at: new Date(now.getTime() - (PROVIDERS.length - index) * 20 * 3600 * 1000),
      })
      .returning('id')
    const contacts = provider.contacts ?? []
    if (contacts.length > 0) {
      await trx
        .insertQuery()
        .table('provider_contacts')
        .multiInsert(
          contacts.map((contact, order) => ({
            provider_id: row.id,
            sort_order: order,
            name: contact.name,
            position: contact.position,
            phone: contact.phone ?? null,
            email: contact.email ?? null,
            created_at: now,
            updated_at: now,
          }))
        )
    }
    if (provider.code === OWN_TEMPLATE.provider) {
      const [template] = await trx
        .insertQuery()
        .table('gop_templates')
        .insert({
          name: OWN_TEMPLATE.name,
          description: OWN_TEMPLATE.description,
          language: 'en',
          provider_id: row.id,
          is_enabled: true,
          body: JSON.stringify(OWN_TEMPLATE.body),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
      await trx.from('providers').where('id', row.id).update({ gop_template_id: template.id })
    }
  }
}
