// Answers shaped like each job API's real responses (field names and nesting as the sites document them),
// for the fake servers. Each carries one job with a `javascript:` address, which must never come through.

const EVIL = 'javascript:alert(document.cookie)';

export const remotiveAnswer = {
  '0-legal-notice': 'Remotive API Legal Notice',
  'job-count': 3,
  jobs: [
    {
      id: 1911234,
      url: 'https://remotive.com/remote-jobs/software-dev/junior-frontend-developer-1911234',
      title: 'Junior Frontend Developer',
      company_name: 'Acme Remote',
      company_logo: 'https://remotive.com/job/1911234/logo',
      category: 'Software Development',
      tags: ['react', 'typescript'],
      job_type: 'full_time',
      publication_date: '2026-11-20T10:15:32',
      candidate_required_location: 'USA Only',
      salary: '$60k - $70k',
      description: '<p>Build <strong>React</strong> interfaces.</p>',
    },
    {
      id: 2,
      url: EVIL,
      title: 'Frontend Trap',
      company_name: 'Evil',
      publication_date: '2026-11-20T10:00:00',
      candidate_required_location: 'Anywhere',
      description: '',
    },
    { id: 3, url: 'https://remotive.com/remote-jobs/3', title: '', company_name: 'No Title Inc', publication_date: '2026-11-01T00:00:00', description: '' },
  ],
};

export const arbeitnowAnswer = {
  data: [
    {
      slug: 'werkstudent-frontend-berlin-123',
      company_name: 'Berlin Startup GmbH',
      title: 'Werkstudent Frontend Developer (React)',
      description: '<p>Frontend work with React and TypeScript.</p>',
      remote: false,
      url: 'https://www.arbeitnow.com/jobs/companies/berlin-startup/werkstudent-frontend-berlin-123',
      tags: ['Software Development'],
      job_types: ['Working student'],
      location: 'Berlin',
      created_at: 1795521600,
    },
    {
      slug: 'accountant-munich-9',
      company_name: 'Munich Finance AG',
      title: 'Accountant',
      description: '<p>Bookkeeping.</p>',
      remote: false,
      url: 'https://www.arbeitnow.com/jobs/companies/munich-finance/accountant-munich-9',
      tags: ['Finance'],
      job_types: ['Full-time'],
      location: 'Munich',
      created_at: 1795435200,
    },
    {
      slug: 'evil',
      company_name: 'Evil',
      title: 'Frontend Evil',
      description: '',
      remote: true,
      url: EVIL,
      tags: [],
      job_types: [],
      location: '',
      created_at: 1795435200,
    },
  ],
  links: { first: 'https://www.arbeitnow.com/api/job-board-api?page=1', next: 'https://www.arbeitnow.com/api/job-board-api?page=2' },
  meta: { current_page: 1, per_page: 100 },
};

export const theMuseAnswer = {
  page: 0,
  page_count: 99,
  items_per_page: 20,
  took: 12,
  timed_out: false,
  total: 1980,
  results: [
    {
      contents: '<p>Help our <b>data</b> team.</p>',
      name: 'Data Analyst Intern',
      type: 'external',
      publication_date: '2026-11-18T14:02:11.123456Z',
      short_name: 'data-analyst-intern',
      model_type: 'jobs',
      id: 12345,
      locations: [{ name: 'Flexible / Remote' }],
      categories: [{ name: 'Data and Analytics' }],
      levels: [{ name: 'Internship', short_name: 'internship' }],
      tags: [],
      refs: { landing_page: 'https://www.themuse.com/jobs/examplecorp/data-analyst-intern' },
      company: { id: 77, short_name: 'examplecorp', name: 'ExampleCorp' },
    },
    {
      contents: '<p>Sell things.</p>',
      name: 'Sales Associate',
      publication_date: '2026-11-17T09:00:00Z',
      id: 12346,
      locations: [{ name: 'Chicago, IL' }],
      categories: [{ name: 'Sales' }],
      levels: [{ name: 'Entry Level', short_name: 'entry' }],
      refs: { landing_page: 'https://www.themuse.com/jobs/examplecorp/sales-associate' },
      company: { id: 77, short_name: 'examplecorp', name: 'ExampleCorp' },
    },
    { name: 'Data Trap', id: 9, locations: [], refs: { landing_page: EVIL }, company: { name: 'Evil' }, publication_date: '2026-11-17T09:00:00Z' },
  ],
  aggregations: {},
};

export const adzunaAnswer = {
  __CLASS__: 'Adzuna::API::Response::JobSearchResults',
  count: 2,
  mean: 55000,
  results: [
    {
      __CLASS__: 'Adzuna::API::Response::Job',
      id: '4321',
      title: 'Graduate Data Analyst',
      description: 'Entry-level analyst role working with SQL and remote-friendly teams…',
      created: '2026-11-19T08:30:00Z',
      redirect_url: 'https://www.adzuna.com/land/ad/4321?se=abc',
      company: { __CLASS__: 'Adzuna::API::Response::Company', display_name: 'Analytics Co' },
      location: { __CLASS__: 'Adzuna::API::Response::Location', display_name: 'Austin, Travis County', area: ['US', 'Texas', 'Travis County', 'Austin'] },
      category: { label: 'IT Jobs', tag: 'it-jobs' },
      contract_time: 'full_time',
      salary_min: 50000,
      salary_max: 60000,
    },
    {
      id: '9',
      title: 'Data Trap',
      description: '',
      created: '2026-11-19T08:30:00Z',
      redirect_url: EVIL,
      company: { display_name: 'Evil' },
      location: { display_name: 'Nowhere' },
    },
  ],
};

export const usaJobsAnswer = {
  LanguageCode: 'EN',
  SearchParameters: {},
  SearchResult: {
    SearchResultCount: 2,
    SearchResultCountAll: 2,
    SearchResultItems: [
      {
        MatchedObjectId: '441132200',
        MatchedObjectDescriptor: {
          PositionID: '26-CFPB-439-P',
          PositionTitle: 'IT Specialist (Data Management) Student Trainee',
          PositionURI: 'https://www.usajobs.gov:443/GetJob/ViewDetails/441132200',
          ApplyURI: ['https://www.usajobs.gov:443/GetJob/ViewDetails/441132200?PostingChannelID=RESTAPI'],
          PositionLocationDisplay: 'Washington, District of Columbia',
          PositionLocation: [{ LocationName: 'Washington, District of Columbia', CountryCode: 'United States' }],
          OrganizationName: 'Consumer Financial Protection Bureau',
          DepartmentName: 'Other Agencies and Independent Organizations',
          PublicationStartDate: '2026-11-15T00:00:00.0000',
          ApplicationCloseDate: '2026-12-15T23:59:59.9970',
          UserArea: { Details: { JobSummary: 'Student trainee in data management.', TeleworkEligible: true, RemoteIndicator: true } },
        },
        RelevanceRank: 0,
      },
      {
        MatchedObjectId: '9',
        MatchedObjectDescriptor: {
          PositionTitle: 'Data Trap',
          PositionURI: EVIL,
          OrganizationName: 'Evil',
          PublicationStartDate: '2026-11-15T00:00:00.0000',
          UserArea: { Details: {} },
        },
      },
    ],
  },
};
