import { givenReferences, toAdminApplicationDto, type ApplicationFields } from './admin-application.mapper';

const row = (over: Partial<ApplicationFields> = {}): ApplicationFields => ({
  id: 7,
  userId: 'u-7',
  fullName: 'Jordan Ellis',
  email: 'jordan@demo.test',
  phone: '(404) 555-0148',
  specialty: 'mexican',
  yearsOfExperience: 6,
  location: 'Decatur, GA',
  zipCode: '30030',
  pricePerPersonCents: 6050,
  serviceTypes: ['Meal Prep', 'Catering'],
  description: 'Regional Mexican food.\n\nMoles and seafood.',
  businessName: 'Ellis Cocina',
  cookingVideoUrl: 'https://vimeo.com/76979871',
  foodSafetyScore: 100,
  professionalismScore: 80,
  references: [{ name: 'Maria Delgado', phone: '(404) 555-0190', relationship: 'Former employer' }],
  backgroundCheckConsent: true,
  status: 'pending',
  rejectionReason: null,
  backgroundCheckStatus: 'in_progress',
  createdAt: new Date('2031-02-11T10:00:00.000Z'),
  reviewedAt: null,
  ...over,
});

describe('toAdminApplicationDto', () => {
  it('answers the whole application the admin vets', () => {
    expect(toAdminApplicationDto(row())).toEqual({
      id: 7,
      userId: 'u-7',
      fullName: 'Jordan Ellis',
      email: 'jordan@demo.test',
      phone: '(404) 555-0148',
      specialty: 'mexican',
      yearsOfExperience: 6,
      location: 'Decatur, GA',
      zipCode: '30030',
      pricePerPerson: 60.5,
      serviceTypes: ['Meal Prep', 'Catering'],
      description: 'Regional Mexican food.\n\nMoles and seafood.',
      businessName: 'Ellis Cocina',
      cookingVideoUrl: 'https://vimeo.com/76979871',
      foodSafetyScore: 100,
      professionalismScore: 80,
      references: [{ name: 'Maria Delgado', phone: '(404) 555-0190', relationship: 'Former employer' }],
      backgroundCheckConsent: true,
      status: 'pending',
      rejectionReason: null,
      backgroundCheckStatus: 'in_progress',
      applicationDate: '2031-02-11T10:00:00.000Z',
      reviewedAt: null,
    });
  });

  it('answers null for a business name or a video left empty', () => {
    expect(toAdminApplicationDto(row({ businessName: '  ', cookingVideoUrl: '' }))).toMatchObject({
      businessName: null,
      cookingVideoUrl: null,
    });
    expect(toAdminApplicationDto(row({ businessName: null, cookingVideoUrl: null }))).toMatchObject({
      businessName: null,
      cookingVideoUrl: null,
    });
  });
});

describe('givenReferences', () => {
  it('keeps the references given, in order, and drops the blank ones', () => {
    expect(
      givenReferences([
        { name: '', phone: '', relationship: '' },
        { name: ' Kevin Park ', phone: '(678) 555-0112', relationship: 'Catering client' },
        { name: '  ', phone: ' ', relationship: '' },
        { name: 'Laura Chen' },
      ]),
    ).toEqual([
      { name: 'Kevin Park', phone: '(678) 555-0112', relationship: 'Catering client' },
      { name: 'Laura Chen', phone: '', relationship: '' },
    ]);
  });

  it('reads no references from an empty or unexpected list', () => {
    expect(givenReferences([])).toEqual([]);
    expect(givenReferences(null)).toEqual([]);
    expect(givenReferences(['Maria', 3, null])).toEqual([]);
  });
});
