/**
 * What other contexts may use of the settings context: the assistant settings as a read model
 * (the answering mode and thresholds the assistant reads on every question).
 */
export { AssistantSettings } from './read-model/assistant-settings.projector.js';
