// docs/operations.md#background-jobs: work that failed after its retries, to run once more.

export { type FailedJob, FailedJobsTable, JobFilters } from './failed-jobs.tsx';
