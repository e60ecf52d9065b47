export { Attachments } from './Attachments';
