// Career Resources: six outside links, one of each kind a student looks for: learning, interview practice,
// mentorship, pay data, a resume tool, a career guide.
export interface CareerResource {
  kind: string;
  name: string;
  url: string;
}

export const CAREER_RESOURCES: readonly CareerResource[] = [
  { kind: 'Learning platform', name: 'Coursera', url: 'https://www.coursera.org/' },
  { kind: 'Interview practice', name: 'LeetCode', url: 'https://leetcode.com/' },
  { kind: 'Mentorship program', name: 'ADPList', url: 'https://adplist.org/' },
  { kind: 'Pay data', name: 'BLS Occupational Outlook Handbook', url: 'https://www.bls.gov/ooh/' },
  { kind: 'Resume tool', name: 'Resume Worded', url: 'https://resumeworded.com/' },
  { kind: 'University career guide', name: 'Harvard Career Services guides', url: 'https://careerservices.fas.harvard.edu/resources/' },
];
