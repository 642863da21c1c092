/** The annual-leave policy the answer specs ask about, ending with sentences of their own. */
export function annualLeavePolicy(rest: string) {
  return {
    id: 'leave',
    title: 'Annual Leave Policy',
    category: 'hr_policies',
    content: `The company values rest. Employees accrue 30 days of annual leave per year. Unused leave expires at the end of March. ${rest}`,
  };
}
