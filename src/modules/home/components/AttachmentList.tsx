/**
 * The attachments list is shared with the preparation's notices (#27 item 5): it lives in
 * components/Attachments. This name stays for the home pages until their migration imports it there.
 */
export { Attachments as AttachmentList } from '@/components/Attachments';
