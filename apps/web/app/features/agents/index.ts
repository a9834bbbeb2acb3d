export { AgentPortal } from './agent-portal';
