export interface Settings {
  maxTokens: number;
  temperature: number;
  model: string;
  timeout: number;
}
