import { Injectable } from '@nestjs/common';

type Seeder = { name: string; order: number; run: () => Promise<void> };

/** Features register first-start data here; it runs once the projections are live. */
@Injectable()
export class SeedRegistry {
  private readonly seeders: Seeder[] = [];

  register(name: string, order: number, run: () => Promise<void>): void {
    this.seeders.push({ name, order, run });
  }

  async runAll(): Promise<void> {
    for (const s of [...this.seeders].sort((a, b) => a.order - b.order)) await s.run();
  }
}
