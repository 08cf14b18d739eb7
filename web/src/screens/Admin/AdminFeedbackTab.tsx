// Placeholder so this branch compiles: the feedback branch brings the real tab (its table and the
// testimonial switch), which replaces this file at merge.
export function AdminFeedbackTab() {
  return null;
}
