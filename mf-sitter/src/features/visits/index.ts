// The visits feature as the rest of the area uses it: the sitter's visits, the details dialog
// with the visit workflow, and how a visit is named and dated.
export { fetchAllVisits } from './api/fetchAllVisits';
export { useSitterVisits } from './api/useSitterVisits';
export { VisitDetailsDialog } from './components/VisitDetailsDialog';
export { completedOn, homeownerName } from './visitFormat';
