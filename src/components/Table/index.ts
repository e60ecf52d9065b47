export { Table, renderCell } from './Table';
export type { TableProps, TableColumn, TableRow } from './Table';
