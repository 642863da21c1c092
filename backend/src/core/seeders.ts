import { Injectable } from '@nestjs/common';

type Seeder = { name: string; order: number; run: () => Promise<void>; always: boolean };

/** Features register first-start data here; it runs once the projections are live. */
@Injectable()
export class SeedRegistry {
  private readonly seeders: Seeder[] = [];

  /** `always`: product content (the shipped glossary) that runs even when SEED=false skips the demo data. */
  register(name: string, order: number, run: () => Promise<void>, options: { always?: boolean } = {}): void {
    this.seeders.push({ name, order, run, always: options.always ?? false });
  }

  async runAll(options: { demo?: boolean } = {}): Promise<void> {
    const demo = options.demo ?? true;
    for (const s of [...this.seeders].sort((a, b) => a.order - b.order)) if (demo || s.always) await s.run();
  }
}
