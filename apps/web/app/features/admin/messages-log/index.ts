// docs/admin.md#the-message-log: every message to shoppers, on every channel, and a failed one sent again.

export {
  MessageLogFilters,
  type MessageLogRow,
  MessageLogTable,
  messageLogQuery,
  OlderMessages,
} from './message-log.tsx';
