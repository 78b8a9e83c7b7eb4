export * from './postgres';
export { EmbeddedPostgres, stopWithProcess } from '../embedded-postgres';
