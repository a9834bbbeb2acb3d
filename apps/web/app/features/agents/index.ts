export { AgentPortal } from './agent-portal';
export { agentsVi } from './agents-vi';
