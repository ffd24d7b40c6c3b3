import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type {
  CallerRelationship,
  CallerType,
  CaseOutcome,
  CasePriority,
  CaseStatus,
} from '#contracts/case_options'
import { allocateCaseNumber } from '#services/case_number'
import { demoUsers } from '#database/seeders/demo/demo_accounts'

type CenterCode = 'KUL' | 'BKK' | 'MNL'

/** Who called, when it was not the member: a relative, the treating provider or the insurer. */
interface DemoCaller {
  type: Exclude<CallerType, 'first-caller'>
  relationship: CallerRelationship
  name: string
  phone: string
  email?: string
}

interface DemoCase {
  center: CenterCode
  /** A client code of database/seeders/demo/demo_clients.ts. */
  client: string
  status: CaseStatus
  priority: CasePriority
  /** Type, category, service and item names of the seeded taxonomy (incident_taxonomy_seeder). */
  incident: [string, string, string, string]
  /** ISO country code, city and IANA zone of where it happened. */
  place: [string, string, string]
  /** How long ago the case was opened, in days (fractions for today's calls). */
  openedDaysAgo: number
  description: string
  symptoms?: string
  evacuation?: boolean
  caller?: DemoCaller
  /** Closed cases: how many days after opening, and how it ended. */
  closed?: { afterDays: number; outcome: CaseOutcome }
  reopened?: number
}

/**
 * What an assistance center's week looks like: admissions, evacuations, lost passports,
 * delayed flights, a death abroad, quotations that went nowhere. Each center handles its own
 * region's insurers (KUL the Malaysian, Singaporean and Bruneian ones, BKK the Thai and Hong
 * Kong ones, MNL the Philippine one), in every status. Deterministic apart from "now", so
 * screenshots and manual checks find the same cases.
 */
const CASES: DemoCase[] = [
  // Kuala Lumpur
  {
    center: 'KUL',
    client: 'HLA',
    status: 'closed',
    priority: 'high',
    incident: ['Medical', 'Inpatient', 'Hospital admission', 'Room and board'],
    place: ['TH', 'Bangkok', 'Asia/Bangkok'],
    openedDaysAgo: 118,
    description:
      'Member admitted to Bumrungrad International Hospital with dengue fever. GOP issued for room and board and medication; discharged after four nights.',
    symptoms: 'High fever for three days, severe headache, platelet count 62,000.',
    closed: { afterDays: 21, outcome: 'successful' },
  },
  {
    center: 'KUL',
    client: 'ZURICH-MY',
    status: 'closed',
    priority: 'normal',
    incident: ['Travel', 'Lost documents', 'Passport replacement', 'Emergency travel document'],
    place: ['JP', 'Tokyo', 'Asia/Tokyo'],
    openedDaysAgo: 104,
    description:
      'Passport stolen at Shinjuku station. Police report obtained; appointment arranged at the Embassy of Malaysia in Tokyo for an emergency travel document.',
    closed: { afterDays: 6, outcome: 'successful' },
  },
  {
    center: 'KUL',
    client: 'GE-SG',
    status: 'closed',
    priority: 'normal',
    incident: ['Medical', 'Outpatient', 'Emergency room', 'X-ray and imaging'],
    place: ['ID', 'Denpasar', 'Asia/Makassar'],
    openedDaysAgo: 96,
    description:
      'Scooter accident in Canggu. Referred to the BIMC Kuta emergency room; X-ray confirmed a distal radius fracture and a cast was applied.',
    symptoms: 'Pain and swelling of the right wrist, abrasions on both legs.',
    closed: { afterDays: 12, outcome: 'successful' },
  },
  {
    center: 'KUL',
    client: 'HLA',
    status: 'closed',
    priority: 'urgent',
    incident: ['Medical', 'Medical evacuation', 'Air ambulance', 'Medical crew'],
    place: ['KH', 'Siem Reap', 'Asia/Phnom_Penh'],
    openedDaysAgo: 90,
    description:
      'Suspected acute appendicitis with no surgical capacity nearby. Air ambulance from Siem Reap to Bangkok with a doctor and nurse on board; laparoscopic appendectomy at Bangkok Hospital.',
    symptoms: 'Right lower abdominal pain, fever 38.9 °C, vomiting.',
    evacuation: true,
    closed: { afterDays: 25, outcome: 'successful' },
  },
  {
    center: 'KUL',
    client: 'TAKAFUL-BN',
    status: 'closed',
    priority: 'low',
    incident: ['Medical', 'Outpatient', 'Clinic consultation', 'General practitioner'],
    place: ['MY', 'Kuala Lumpur', 'Asia/Kuala_Lumpur'],
    openedDaysAgo: 83,
    description:
      'Member in transit in Kuala Lumpur asked for a clinic visit for a chest infection. Direct billing offered at a panel clinic in KLCC; the member paid the clinic and will claim reimbursement.',
    symptoms: 'Productive cough and low-grade fever for five days.',
    closed: { afterDays: 2, outcome: 'cancelled-self-arranged' },
  },
  {
    center: 'KUL',
    client: 'ZURICH-MY',
    status: 'closed',
    priority: 'urgent',
    incident: ['Medical', 'Inpatient', 'Intensive care', 'ICU room'],
    place: ['AU', 'Perth', 'Australia/Perth'],
    openedDaysAgo: 76,
    description:
      'Admitted to the ICU of Fiona Stanley Hospital after a cardiac arrest; the member passed away on the third day. Family informed and supported; repatriation handled by the funeral provider.',
    symptoms: 'Collapsed at a shopping centre, resuscitated by paramedics.',
    caller: {
      type: 'family-of-member',
      relationship: 'son',
      name: 'Hafiz',
      phone: '+60 12 604 2281',
    },
    closed: { afterDays: 4, outcome: 'cancelled-patient-passed-away' },
  },
  {
    center: 'KUL',
    client: 'HLA',
    status: 'closed',
    priority: 'low',
    incident: ['Medical', 'Inpatient', 'Surgery', 'Surgeon fees'],
    place: ['SG', 'Singapore', 'Asia/Singapore'],
    openedDaysAgo: 70,
    description:
      'Quotation requested for a planned knee arthroscopy at Mount Elizabeth Hospital. Estimate sent; the member decided not to go ahead.',
    closed: { afterDays: 5, outcome: 'cancelled-quotation-only' },
  },
  {
    center: 'KUL',
    client: 'GE-SG',
    status: 'closed',
    priority: 'high',
    incident: ['Security', 'Natural disaster', 'Disaster evacuation', 'Ground transport'],
    place: ['ID', 'Mataram', 'Asia/Makassar'],
    openedDaysAgo: 64,
    description:
      'Earthquake near Lombok. Member and family moved by road to Mataram and booked on the first flight to Bali, then home to Singapore.',
    evacuation: true,
    closed: { afterDays: 3, outcome: 'successful' },
  },
  {
    center: 'KUL',
    client: 'HLA',
    status: 'active',
    priority: 'normal',
    incident: ['Medical', 'Outpatient', 'Clinic consultation', 'Specialist'],
    place: ['SG', 'Singapore', 'Asia/Singapore'],
    openedDaysAgo: 52,
    description:
      'Orthopaedic follow-up after discharge. Reopened at the client’s request to cover the follow-up consultation and physiotherapy plan.',
    reopened: 1,
  },
  {
    center: 'KUL',
    client: 'HLA',
    status: 'billing',
    priority: 'normal',
    incident: ['Medical', 'Inpatient', 'Hospital admission', 'Doctor visits'],
    place: ['VN', 'Ho Chi Minh City', 'Asia/Ho_Chi_Minh'],
    openedDaysAgo: 41,
    description:
      'Admitted to FV Hospital with acute gastroenteritis and dehydration; IV fluids for two nights. Discharged, waiting for the final hospital bill.',
    symptoms: 'Diarrhoea, vomiting, dizziness.',
  },
  {
    center: 'KUL',
    client: 'GE-SG',
    status: 'billing',
    priority: 'high',
    incident: ['Medical', 'Medical evacuation', 'Commercial stretcher', 'Medical escort'],
    place: ['PH', 'Lapu-Lapu', 'Asia/Manila'],
    openedDaysAgo: 37,
    description:
      'Hip fracture after a fall at a resort in Mactan. Surgery at Chong Hua Hospital, then repatriated to Singapore on a commercial stretcher with an escort nurse.',
    symptoms: 'Unable to bear weight on the left leg.',
    evacuation: true,
  },
  {
    center: 'KUL',
    client: 'ZURICH-MY',
    status: 'billing',
    priority: 'normal',
    incident: ['Travel', 'Trip delay', 'Flight delay', 'Hotel accommodation'],
    place: ['KR', 'Seoul', 'Asia/Seoul'],
    openedDaysAgo: 30,
    description:
      'Return flight cancelled because of a typhoon warning. Two nights of hotel and meals arranged; rebooked on the next available flight.',
  },
  {
    center: 'KUL',
    client: 'ZURICH-MY',
    status: 'active',
    priority: 'normal',
    incident: [
      'Specialty',
      'Family assistance',
      'Compassionate visit',
      'Return flight for a relative',
    ],
    place: ['TH', 'Bangkok', 'Asia/Bangkok'],
    openedDaysAgo: 9,
    description:
      'Member in hospital for more than seven days; the policy covers a compassionate visit. Flights and a hotel arranged for the spouse.',
  },
  {
    center: 'KUL',
    client: 'HLA',
    status: 'active',
    priority: 'urgent',
    incident: ['Medical', 'Inpatient', 'Intensive care', 'Ventilation support'],
    place: ['TH', 'Chiang Mai', 'Asia/Bangkok'],
    openedDaysAgo: 6,
    description:
      'Severe community-acquired pneumonia; member intubated at Chiang Mai Ram Hospital. Daily medical reports from the attending physician; family asks for a medical repatriation once stable.',
    symptoms: 'Shortness of breath, SpO2 86% on arrival, fever.',
    evacuation: true,
    caller: {
      type: 'family-of-member',
      relationship: 'daughter',
      name: 'Mei Ling',
      phone: '+60 16 338 1942',
      email: 'meiling.family@mail.example',
    },
  },
  {
    center: 'KUL',
    client: 'TAKAFUL-BN',
    status: 'active',
    priority: 'high',
    incident: ['Medical', 'Inpatient', 'Hospital admission', 'Laboratory tests'],
    place: ['MY', 'Kota Kinabalu', 'Asia/Kuching'],
    openedDaysAgo: 4,
    description:
      'Admitted to Gleneagles Kota Kinabalu with suspected leptospirosis after a river trek; blood cultures pending.',
    symptoms: 'Fever, muscle pain, red eyes.',
  },
  {
    center: 'KUL',
    client: 'HLA',
    status: 'active',
    priority: 'low',
    incident: ['Medical', 'Outpatient', 'Dental emergency', 'Pain relief treatment'],
    place: ['ID', 'Jakarta', 'Asia/Jakarta'],
    openedDaysAgo: 3,
    description:
      'Cracked molar with severe pain during a business trip; appointment arranged at a dental clinic in South Jakarta.',
    symptoms: 'Toothache, swelling of the left cheek.',
  },
  {
    center: 'KUL',
    client: 'GE-SG',
    status: 'active',
    priority: 'normal',
    incident: ['Travel', 'Lost documents', 'Lost cards and cash', 'Card blocking'],
    place: ['VN', 'Hanoi', 'Asia/Ho_Chi_Minh'],
    openedDaysAgo: 2,
    description:
      'Wallet and phone stolen in the Old Quarter. Cards blocked with the issuing banks; emergency cash transfer requested.',
  },
  {
    center: 'KUL',
    client: 'HLA',
    status: 'pending',
    priority: 'low',
    incident: ['Travel', 'Baggage', 'Lost baggage', 'Essential purchases'],
    place: ['JP', 'Osaka', 'Asia/Tokyo'],
    openedDaysAgo: 1,
    description:
      'Checked bag missing on arrival at Kansai; property irregularity report filed with the airline. Member asks which essential purchases are covered.',
  },
  {
    center: 'KUL',
    client: 'GE-SG',
    status: 'pending',
    priority: 'high',
    incident: ['Medical', 'Outpatient', 'Emergency room', 'Emergency consultation'],
    place: ['MY', 'George Town', 'Asia/Kuala_Lumpur'],
    openedDaysAgo: 0.2,
    description:
      'Member called from Penang with chest pain after a long flight; advised to go to the nearest emergency room. Waiting for the hospital’s details.',
    symptoms: 'Chest tightness, shortness of breath on walking.',
  },
  {
    center: 'KUL',
    client: 'ZURICH-MY',
    status: 'pending',
    priority: 'high',
    incident: ['Medical', 'Inpatient', 'Hospital admission', 'Room and board'],
    place: ['TH', 'Phuket', 'Asia/Bangkok'],
    openedDaysAgo: 0.1,
    description:
      'Provider called: member admitted through the emergency department of Vachira Phuket Hospital after a motorbike accident, suspected tibia fracture. Requesting a guarantee of payment.',
    symptoms: 'Open wound and deformity of the right lower leg.',
    caller: {
      type: 'provider',
      relationship: 'no_relation',
      name: 'Admissions desk, Vachira Phuket Hospital',
      phone: '+66 76 361 234',
      email: 'admissions@vachiraphuket.example',
    },
  },

  // Bangkok
  {
    center: 'BKK',
    client: 'PCHI',
    status: 'closed',
    priority: 'normal',
    incident: ['Medical', 'Inpatient', 'Hospital admission', 'Medication'],
    place: ['TH', 'Pattaya', 'Asia/Bangkok'],
    openedDaysAgo: 112,
    description:
      'Food poisoning with severe dehydration; admitted overnight to Bangkok Hospital Pattaya and discharged the next day.',
    symptoms: 'Vomiting, abdominal cramps, low blood pressure.',
    closed: { afterDays: 14, outcome: 'successful' },
  },
  {
    center: 'BKK',
    client: 'STARR',
    status: 'closed',
    priority: 'urgent',
    incident: ['Medical', 'Medical evacuation', 'Air ambulance', 'Aircraft charter'],
    place: ['MM', 'Yangon', 'Asia/Yangon'],
    openedDaysAgo: 99,
    description:
      'Head injury after a fall on a construction site. Evacuated by air ambulance from Yangon to Bangkok for neurosurgical care.',
    symptoms: 'Loss of consciousness for two minutes, confusion, scalp laceration.',
    evacuation: true,
    caller: {
      type: 'client',
      relationship: 'no_relation',
      name: 'Claims officer, Starr International',
      phone: '+852 3151 8600',
      email: 'claims.asia@starr.example',
    },
    closed: { afterDays: 30, outcome: 'successful' },
  },
  {
    center: 'BKK',
    client: 'PCHI',
    status: 'closed',
    priority: 'low',
    incident: ['Medical', 'Inpatient', 'Surgery', 'Operating theatre'],
    place: ['LA', 'Vientiane', 'Asia/Vientiane'],
    openedDaysAgo: 85,
    description:
      'Quotation requested for an inguinal hernia repair in Bangkok; the member chose a local hospital under another assistance provider.',
    closed: { afterDays: 4, outcome: 'cancelled-lost-to-competitor' },
  },
  {
    center: 'BKK',
    client: 'STARR',
    status: 'closed',
    priority: 'normal',
    incident: ['Travel', 'Trip delay', 'Missed connection', 'Transit hotel'],
    place: ['TH', 'Bangkok', 'Asia/Bangkok'],
    openedDaysAgo: 78,
    description:
      'Missed connection at Suvarnabhumi after a delayed inbound flight; transit hotel for one night and rebooking arranged.',
    closed: { afterDays: 1, outcome: 'successful' },
  },
  {
    center: 'BKK',
    client: 'PCHI',
    status: 'closed',
    priority: 'normal',
    incident: ['Medical', 'Inpatient', 'Hospital admission', 'Room and board'],
    place: ['KH', 'Phnom Penh', 'Asia/Phnom_Penh'],
    openedDaysAgo: 66,
    description:
      'Admitted with typhoid fever. The estimated cost stayed below the policy deductible, so the member chose to pay the hospital directly.',
    symptoms: 'Fever for a week, abdominal pain, fatigue.',
    closed: { afterDays: 3, outcome: 'cancelled-financial' },
  },
  {
    center: 'BKK',
    client: 'PCHI',
    status: 'billing',
    priority: 'high',
    incident: ['Medical', 'Repatriation', 'Medical repatriation', 'Escort nurse'],
    place: ['TH', 'Bangkok', 'Asia/Bangkok'],
    openedDaysAgo: 45,
    description:
      'Ischaemic stroke. After stabilisation at Bumrungrad International Hospital, repatriated to Hong Kong with an escort nurse.',
    symptoms: 'Right-sided weakness and slurred speech.',
    evacuation: true,
  },
  {
    center: 'BKK',
    client: 'PCHI',
    status: 'billing',
    priority: 'normal',
    incident: ['Medical', 'Outpatient', 'Emergency room', 'Wound care'],
    place: ['TH', 'Krabi', 'Asia/Bangkok'],
    openedDaysAgo: 33,
    description:
      'Jellyfish sting and a laceration while snorkelling at Railay; wound cleaned and sutured at Krabi Nakharin International Hospital.',
    symptoms: 'Burning pain and welts on the forearm, 3 cm cut on the foot.',
  },
  {
    center: 'BKK',
    client: 'STARR',
    status: 'billing',
    priority: 'high',
    incident: ['Medical', 'Inpatient', 'Surgery', 'Implants and devices'],
    place: ['VN', 'Da Nang', 'Asia/Ho_Chi_Minh'],
    openedDaysAgo: 27,
    description:
      'Ankle fracture on a hiking trip; open reduction and internal fixation at Vinmec Da Nang.',
    symptoms: 'Swollen, deformed left ankle.',
  },
  {
    center: 'BKK',
    client: 'STARR',
    status: 'active',
    priority: 'high',
    incident: ['Security', 'Security incident', 'Civil unrest advice', 'Check-in calls'],
    place: ['MM', 'Mandalay', 'Asia/Yangon'],
    openedDaysAgo: 5,
    description:
      'Member working near Mandalay during local unrest. Daily check-in calls and travel advice until the planned departure.',
  },
  {
    center: 'BKK',
    client: 'PCHI',
    status: 'active',
    priority: 'normal',
    incident: ['Medical', 'Inpatient', 'Hospital admission', 'Doctor visits'],
    place: ['TH', 'Hua Hin', 'Asia/Bangkok'],
    openedDaysAgo: 3,
    description:
      'Elderly member admitted to San Paulo Hospital Hua Hin with a urinary tract infection and confusion; a daughter is travelling with the member.',
    symptoms: 'Fever, confusion since the morning.',
    caller: {
      type: 'family-of-member',
      relationship: 'daughter',
      name: 'Anong',
      phone: '+66 81 442 9075',
    },
  },
  {
    center: 'BKK',
    client: 'STARR',
    status: 'active',
    priority: 'high',
    incident: ['Medical', 'Medical evacuation', 'Ground ambulance', 'Transfer between hospitals'],
    place: ['TH', 'Ko Samui', 'Asia/Bangkok'],
    openedDaysAgo: 2,
    description:
      'Ground ambulance from a Chaweng clinic to Bangkok Hospital Samui for a CT scan after a head injury.',
    symptoms: 'Headache and vomiting after a fall at the hotel pool.',
  },
  {
    center: 'BKK',
    client: 'PCHI',
    status: 'active',
    priority: 'low',
    incident: ['Medical', 'Outpatient', 'Clinic consultation', 'Prescribed medication'],
    place: ['KH', 'Siem Reap', 'Asia/Phnom_Penh'],
    openedDaysAgo: 1,
    description:
      'Member lost their diabetes medication in transit; consultation arranged for a replacement prescription.',
  },
  {
    center: 'BKK',
    client: 'PCHI',
    status: 'pending',
    priority: 'low',
    incident: ['Specialty', 'Second medical opinion', 'Case review', 'Specialist review'],
    place: ['TH', 'Bangkok', 'Asia/Bangkok'],
    openedDaysAgo: 1.5,
    description:
      'Member asks for a second opinion on a proposed spinal fusion before consenting to surgery.',
  },
  {
    center: 'BKK',
    client: 'PCHI',
    status: 'pending',
    priority: 'normal',
    incident: ['Travel', 'Lost documents', 'Passport replacement', 'Police report'],
    place: ['TH', 'Bangkok', 'Asia/Bangkok'],
    openedDaysAgo: 0.3,
    description:
      'Passport lost at Chatuchak market. Member needs a police report and directions to the embassy.',
  },
  {
    center: 'BKK',
    client: 'STARR',
    status: 'pending',
    priority: 'urgent',
    incident: ['Medical', 'Inpatient', 'Intensive care', 'Specialist consultation'],
    place: ['VN', 'Ho Chi Minh City', 'Asia/Ho_Chi_Minh'],
    openedDaysAgo: 0.05,
    description:
      'The client asks us to take over an ICU admission at Cho Ray Hospital; the first medical report is awaited.',
    caller: {
      type: 'client',
      relationship: 'no_relation',
      name: 'Claims officer, Starr International',
      phone: '+852 3151 8600',
      email: 'claims.asia@starr.example',
    },
  },

  // Manila
  {
    center: 'MNL',
    client: 'ABIC',
    status: 'closed',
    priority: 'normal',
    incident: ['Medical', 'Inpatient', 'Hospital admission', 'Room and board'],
    place: ['PH', 'Makati', 'Asia/Manila'],
    openedDaysAgo: 120,
    description:
      'Dengue fever; admitted to Makati Medical Center for platelet monitoring and discharged after five days.',
    symptoms: 'Fever, rash, bleeding gums.',
    closed: { afterDays: 18, outcome: 'successful' },
  },
  {
    center: 'MNL',
    client: 'ABIC',
    status: 'closed',
    priority: 'urgent',
    incident: ['Medical', 'Medical evacuation', 'Air ambulance', 'Ground transfer to airfield'],
    place: ['PH', 'El Nido', 'Asia/Manila'],
    openedDaysAgo: 101,
    description:
      'Diving accident near El Nido with suspected decompression sickness. Air ambulance to Manila for hyperbaric treatment.',
    symptoms: 'Joint pain, numbness in both hands, fatigue after two dives.',
    evacuation: true,
    closed: { afterDays: 20, outcome: 'successful' },
  },
  {
    center: 'MNL',
    client: 'ABIC',
    status: 'closed',
    priority: 'normal',
    incident: ['Travel', 'Lost documents', 'Passport replacement', 'Emergency travel document'],
    place: ['HK', 'Hong Kong', 'Asia/Hong_Kong'],
    openedDaysAgo: 88,
    description:
      'Passport lost in Mong Kok. Emergency travel document from the Philippine Consulate General arranged in two days.',
    closed: { afterDays: 5, outcome: 'successful' },
  },
  {
    center: 'MNL',
    client: 'ABIC',
    status: 'closed',
    priority: 'low',
    incident: ['Medical', 'Inpatient', 'Surgery', 'Surgeon fees'],
    place: ['SG', 'Singapore', 'Asia/Singapore'],
    openedDaysAgo: 73,
    description:
      'Quotation for cataract surgery at a Singapore eye centre; the member only needed the estimate for the employer.',
    closed: { afterDays: 6, outcome: 'cancelled-quotation-only' },
  },
  {
    center: 'MNL',
    client: 'ABIC',
    status: 'closed',
    priority: 'high',
    incident: [
      'Medical',
      'Repatriation',
      'Repatriation of remains',
      'Death certificate and permits',
    ],
    place: ['JP', 'Nagoya', 'Asia/Tokyo'],
    openedDaysAgo: 60,
    description:
      'Member passed away during the night at a hotel in Nagoya. Death certificate, permits and repatriation of remains to Manila arranged with the family.',
    evacuation: true,
    caller: {
      type: 'family-of-member',
      relationship: 'son',
      name: 'Jose',
      phone: '+63 917 555 0142',
    },
    closed: { afterDays: 12, outcome: 'successful' },
  },
  {
    center: 'MNL',
    client: 'ABIC',
    status: 'billing',
    priority: 'high',
    incident: ['Medical', 'Outpatient', 'Emergency room', 'Emergency consultation'],
    place: ['AE', 'Dubai', 'Asia/Dubai'],
    openedDaysAgo: 35,
    description:
      'Severe allergic reaction at a restaurant in Dubai; treated in the emergency room of Rashid Hospital and released the same night.',
    symptoms: 'Hives, swollen lips, wheezing.',
  },
  {
    center: 'MNL',
    client: 'ABIC',
    status: 'billing',
    priority: 'normal',
    incident: ['Medical', 'Inpatient', 'Hospital admission', 'Laboratory tests'],
    place: ['PH', 'Cebu City', 'Asia/Manila'],
    openedDaysAgo: 29,
    description:
      'Admitted to Cebu Doctors’ University Hospital with pneumonia; three nights of IV antibiotics.',
    symptoms: 'Cough, fever, pleuritic chest pain.',
  },
  {
    center: 'MNL',
    client: 'ABIC',
    status: 'active',
    priority: 'low',
    incident: ['Medical', 'Outpatient', 'Clinic consultation', 'Specialist'],
    place: ['PH', 'Davao City', 'Asia/Manila'],
    openedDaysAgo: 4,
    description: 'Recurrent migraines; referral to a neurologist at Davao Doctors Hospital.',
    symptoms: 'Throbbing headaches with nausea, three times this week.',
  },
  {
    center: 'MNL',
    client: 'ABIC',
    status: 'active',
    priority: 'urgent',
    incident: ['Medical', 'Inpatient', 'Intensive care', 'ICU room'],
    place: ['PH', 'Baguio', 'Asia/Manila'],
    openedDaysAgo: 2,
    description:
      'Road accident on Kennon Road; member in the ICU of Baguio General Hospital with rib fractures and a pneumothorax.',
    symptoms: 'Chest pain, difficulty breathing.',
    caller: {
      type: 'family-of-member',
      relationship: 'mother',
      name: 'Maria',
      phone: '+63 918 555 0199',
    },
  },
  {
    center: 'MNL',
    client: 'ABIC',
    status: 'active',
    priority: 'normal',
    incident: ['Travel', 'Trip delay', 'Flight delay', 'Rebooking'],
    place: ['TW', 'Taipei', 'Asia/Taipei'],
    openedDaysAgo: 1,
    description:
      'Flight to Manila cancelled after a typhoon; rebooking and two nights of accommodation arranged.',
  },
  {
    center: 'MNL',
    client: 'ABIC',
    status: 'pending',
    priority: 'low',
    incident: ['Travel', 'Baggage', 'Lost baggage', 'Baggage tracing'],
    place: ['SG', 'Singapore', 'Asia/Singapore'],
    openedDaysAgo: 2,
    description: 'Bag lost on the Singapore–Manila connection; tracing requested with the airline.',
  },
  {
    center: 'MNL',
    client: 'ABIC',
    status: 'pending',
    priority: 'high',
    incident: ['Specialty', 'Family assistance', 'Minor children return', 'Escort for children'],
    place: ['HK', 'Hong Kong', 'Asia/Hong_Kong'],
    openedDaysAgo: 0.4,
    description:
      'Member hospitalised in Hong Kong while travelling with two children aged 6 and 9; an escort is needed to bring them home to Manila.',
  },
  {
    center: 'MNL',
    client: 'ABIC',
    status: 'pending',
    priority: 'high',
    incident: ['Medical', 'Inpatient', 'Hospital admission', 'Room and board'],
    place: ['PH', 'Iloilo City', 'Asia/Manila'],
    openedDaysAgo: 0.15,
    description:
      'Hospital admissions desk asks for a GOP for a member admitted with acute cholecystitis.',
    symptoms: 'Right upper abdominal pain after meals, fever.',
    caller: {
      type: 'provider',
      relationship: 'no_relation',
      name: 'Admissions, The Medical City Iloilo',
      phone: '+63 33 500 1000',
      email: 'admissions@tmciloilo.example',
    },
  },
]

interface MemberRow {
  id: number
  client_id: number
  program_id: number | null
  first_name: string
  last_name: string
  phone: string | null
  email: string | null
  preferred_contact_method: string | null
}

/** Agents first: a center's cases are mostly worked by its agents, then its supervisors. */
const OWNER_ORDER = ['agent@demo.test', 'supervisor@demo.test', 'admin@demo.test']

/**
 * Demo cases: 48 across the three demo centers, in every status, numbered by
 * allocateCaseNumber in the order they were opened. Idempotent like the other demo seeders:
 * nothing is added once any case exists. A case whose center, client, member or incident type
 * is missing (a trimmed or edited reference set) is skipped, not half-made.
 */
export async function seedDemoCases(trx: TransactionClientContract) {
  const [{ total }] = await trx.from('cases').count('* as total')
  if (Number(total) > 0) return

  const centers: { id: number; code: string }[] = await trx
    .from('centers')
    .whereNull('deleted_at')
    .select('id', 'code')
  const centerIdOf = (code: string) =>
    centers.find((center) => center.code.toUpperCase() === code)?.id

  const staff: { email: string; user_id: number; center_id: number }[] = await trx
    .from('users')
    .join('center_user', 'center_user.user_id', 'users.id')
    .whereIn(
      'users.email',
      demoUsers.map((user) => user.email)
    )
    .whereNull('users.deleted_at')
    .select('users.email', 'center_user.user_id', 'center_user.center_id')
  const ownersOf = (centerId: number) =>
    staff
      .filter((row) => row.center_id === centerId)
      .sort((a, b) => OWNER_ORDER.indexOf(a.email) - OWNER_ORDER.indexOf(b.email))
      .map((row) => row.user_id)

  const clients: { id: number; code: string }[] = await trx
    .from('clients')
    .whereNull('deleted_at')
    .select('id', 'code')
  // Principals only: a dependant's case (a child's) is called in by the principal, which the
  // callers below do not model.
  const members: MemberRow[] = await trx
    .from('members')
    .whereNull('deleted_at')
    .whereNull('principal_member_id')
    .orderBy('id')
    .select(
      'id',
      'client_id',
      'program_id',
      'first_name',
      'last_name',
      'phone',
      'email',
      'preferred_contact_method'
    )
  const countries: { id: number; code: string }[] = await trx
    .from('countries')
    .whereNull('deleted_at')
    .whereIn('code', [...new Set(CASES.map((demo) => demo.place[0]))])
    .select('id', 'code')

  // Hospitals by country, for the medical cases' admission section.
  const hospitals: { id: number; country_id: number }[] = await trx
    .from('providers')
    .whereNull('deleted_at')
    .whereIn('provider_type', ['hospital', 'medical-center', 'clinic'])
    .whereNot('status', 'black-listed')
    .orderBy('id')
    .select('id', 'country_id')

  const now = DateTime.now().startOf('minute')
  // Calls come in at any hour: a case opened days ago is moved back by up to nine hours more,
  // by a fixed step per case. Numbers then follow the order of opening, as they were given.
  const byOpening = CASES.map((demo, index) => {
    const spread = demo.openedDaysAgo >= 1 ? (index * 173) % 540 : 0
    const openedAt = now.minus({ minutes: Math.round(demo.openedDaysAgo * 24 * 60) + spread })
    return { demo, openedAt }
  }).sort((a, b) => a.openedAt.toMillis() - b.openedAt.toMillis())
  const usesPerClient = new Map<number, number>()
  const casesPerCenter = new Map<number, number>()

  for (const { demo, openedAt } of byOpening) {
    const centerId = centerIdOf(demo.center)
    const clientId = clients.find((client) => client.code === demo.client)?.id
    if (centerId === undefined || clientId === undefined) continue
    const clientMembers = members.filter((member) => member.client_id === clientId)
    const incident = await taxonomyIds(trx, demo.incident)
    if (clientMembers.length === 0 || incident === null) continue

    // A different member for each of the client's cases, spread over its member list.
    const use = usesPerClient.get(clientId) ?? 0
    usesPerClient.set(clientId, use + 1)
    const member = clientMembers[(use * 5) % clientMembers.length]

    const owners = ownersOf(centerId)
    const nth = casesPerCenter.get(centerId) ?? 0
    casesPerCenter.set(centerId, nth + 1)
    const worker = owners.length > 0 ? owners[nth % owners.length] : null

    // Closed some hours into the last day, never later than now.
    const closedAt = demo.closed
      ? DateTime.min(openedAt.plus({ days: demo.closed.afterDays, minutes: (nth * 97) % 420 }), now)
      : null
    const [country, city, zone] = demo.place
    const countryId = countries.find((row) => row.code === country)?.id ?? null
    const incidentDate = openedAt
      .setZone(zone)
      .minus({ days: nth % 2 })
      .toISODate()!
    await trx
      .insertQuery()
      .table('cases')
      .insert({
        center_id: centerId,
        number: await allocateCaseNumber(trx, centerId, openedAt),
        status: demo.status,
        client_id: clientId,
        program_id: member.program_id,
        member_id: member.id,
        ...callerColumns(demo.caller, member),
        ...incident,
        incident_date: incidentDate,
        incident_country_id: countryId,
        incident_city: city,
        incident_time_zone: zone,
        description: demo.description,
        symptoms: demo.symptoms ?? null,
        owner_id: demo.status === 'pending' ? null : worker,
        priority: demo.priority,
        is_evacuation: demo.evacuation ?? false,
        details: JSON.stringify(
          demoDetails(demo, {
            incidentDate,
            city,
            hospitalId: hospitals.find((row) => row.country_id === countryId)?.id ?? null,
          })
        ),
        outcome: demo.closed?.outcome ?? null,
        opened_at: openedAt.toJSDate(),
        closed_at: closedAt?.toJSDate() ?? null,
        reopened_count: demo.reopened ?? 0,
        created_by_id: worker,
        created_at: openedAt.toJSDate(),
        // Last touched when it closed, or a little after it was opened.
        updated_at: (closedAt ?? DateTime.min(openedAt.plus({ hours: 6 }), now)).toJSDate(),
      })
  }
}

/**
 * Answers to the seeded case forms (database/seeders/reference/case_forms.ts) that fit the
 * case's story: where a medical case was admitted and when, where an evacuation goes, a
 * traveller's whereabouts, a security case's risk. Keys are those the seeded forms make.
 */
function demoDetails(
  demo: DemoCase,
  known: { incidentDate: string; city: string; hospitalId: number | null }
): Record<string, string | number | boolean> {
  const [type, category] = demo.incident
  if (type === 'Medical') {
    const admitted = category === 'Inpatient' || category === 'Medical evacuation'
    return {
      ...(known.hospitalId ? { hospital: known.hospitalId } : {}),
      ...(admitted
        ? { admitted_on: known.incidentDate, admission_type: 'Emergency', conscious: true }
        : { admission_type: 'Outpatient only' }),
      ...(demo.evacuation
        ? {
            from_place: known.city,
            to_place: 'Kuala Lumpur',
            mode: category === 'Medical evacuation' ? 'Air ambulance' : 'Commercial flight, seated',
            escort: 'Nurse',
            fit_to_fly: 'pending',
          }
        : {}),
    }
  }
  if (type === 'Travel') return { staying_at: `Hotel in ${known.city}`, police_report_filed: 'yes' }
  if (type === 'Security') {
    return { exact_location: `${known.city}, near the city centre`, risk_level: 'High' }
  }
  return {}
}

/** The caller columns: the member themself unless someone else called on their behalf. */
function callerColumns(caller: DemoCaller | undefined, member: MemberRow) {
  if (!caller) {
    return {
      caller_name: `${member.first_name} ${member.last_name}`,
      caller_type: 'first-caller' satisfies CallerType,
      caller_relationship: 'self' satisfies CallerRelationship,
      caller_phone: member.phone,
      caller_email: member.email,
      caller_contact_method: member.preferred_contact_method ?? 'phone',
    }
  }
  // A relative shares the member's family name.
  const name =
    caller.type === 'family-of-member' ? `${caller.name} ${member.last_name}` : caller.name
  return {
    caller_name: name,
    caller_type: caller.type,
    caller_relationship: caller.relationship,
    caller_phone: caller.phone,
    caller_email: caller.email ?? null,
    caller_contact_method: caller.email ? 'email' : 'phone',
  }
}

/**
 * The ids of a taxonomy path, or null when its type is gone (the type picks the case's form,
 * so it is required). A missing lower level is left empty: the case is still believable.
 */
async function taxonomyIds(trx: TransactionClientContract, path: DemoCase['incident']) {
  const levels = [
    { table: 'incident_types', parent: null, column: 'incident_type_id' },
    { table: 'incident_categories', parent: 'incident_type_id', column: 'incident_category_id' },
    { table: 'incident_services', parent: 'incident_category_id', column: 'incident_service_id' },
    { table: 'incident_items', parent: 'incident_service_id', column: 'incident_item_id' },
  ] as const
  const ids: Record<(typeof levels)[number]['column'], number | null> = {
    incident_type_id: null,
    incident_category_id: null,
    incident_service_id: null,
    incident_item_id: null,
  }
  let parentId: number | null = null
  for (const [index, level] of levels.entries()) {
    if (level.parent !== null && parentId === null) break
    const query = trx
      .from(level.table)
      .whereRaw('lower(name) = lower(?)', [path[index]])
      .whereNull('deleted_at')
    if (level.parent !== null) query.where(level.parent, parentId!)
    const row: { id: number } | null = await query.select('id').first()
    parentId = row?.id ?? null
    ids[level.column] = parentId
  }
  return ids.incident_type_id === null ? null : ids
}
