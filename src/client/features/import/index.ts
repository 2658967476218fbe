/** What other features use from import: the CSV bulk lister card (also shown in the seller tools). */
export { CsvImportCard } from './components/csv-import-card';
