import type { CategoryCode, DocumentStatus } from '@kb/contracts';

/**
 * Seed knowledge base of Gulfnet Telecom (Kuwait): company documents in English and Arabic.
 *
 * Content is organised in short paragraphs separated by a blank line (retrieval chunks on
 * paragraphs); list items are lines starting with "- " or "1. ". Only `active` documents may be
 * used for answers: the `draft` and `archived` ones carry deliberately different figures (an old
 * 2023 roaming tariff, old 2023 postpaid prices, an unapproved leave revision, an unlaunched plan,
 * an unapproved allowance) so tests can prove those figures never reach an answer.
 */
export interface SeedDocument {
  id: string;
  title: string;
  content: string;
  category: CategoryCode;
  status: DocumentStatus;
}

/** Tagged template: strips each line's indentation, collapses runs of blank lines, trims. */
function text(strings: TemplateStringsArray): string {
  return strings
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const SEED_DOCUMENTS: readonly SeedDocument[] = [
  // ───────────────────────────── English: HR policies ─────────────────────────────
  {
    id: '0fa0bd2f-3ea8-4f35-a9a1-3a4eb819089c',
    title: 'Annual Leave Policy',
    category: 'hr_policies',
    status: 'active',
    content: text`
      Policy owner: Human Resources. Policy reference HR-POL-007, version 3.1, effective 1 January 2025. This policy applies to all Gulfnet Telecom employees working in Kuwait on a direct employment contract.

      Full-time employees are entitled to 30 calendar days of paid annual leave per year. Leave accrues at 2.5 days for each completed month of service. Weekends (Friday and Saturday) that fall inside a leave period count towards the 30 calendar days, but official public holidays announced by the Civil Service Commission are not deducted from the balance.

      New joiners may start using annual leave after completing their 6-month probation period; the days accrued during probation are not lost. Part-time employees receive a pro-rata entitlement based on contracted hours: for example, an employee contracted for 20 hours per week receives 15 calendar days per year.

      How to request annual leave:
      1. Submit the request in the Gulfnet People HR portal at least 14 calendar days before the first day of leave, or at least 30 days before for leave longer than 14 consecutive days.
      2. Your line manager approves or rejects the request within 3 working days.
      3. Retail and Contact Centre staff must also confirm the dates with their shift planner before submitting.
      4. Hand over open tasks and set an out-of-office reply that names a backup contact.

      Carry-over: up to 15 unused days may be carried over into the following year and must be taken by 31 March. Carried-over days not used by 31 March are forfeited unless HR has approved an exception in writing, for example when leave was cancelled for business reasons.

      Unused annual leave is not paid out during employment. On end of service, the remaining balance is paid on the basis of the basic salary, in line with the Kuwait Private Sector Labour Law.

      Sick leave, Hajj leave, maternity leave and compassionate leave are separate entitlements and are not deducted from annual leave. Questions: HR Service Centre, ext. 2200, hr.services@gulfnet.com.kw.
    `,
  },
  {
    id: '3852e144-4695-4c10-a9ac-3a5061b310c0',
    title: 'Sick Leave Policy',
    category: 'hr_policies',
    status: 'active',
    content: text`
      Policy owner: Human Resources. Policy reference HR-POL-008, effective 1 January 2025. This policy explains how to report sickness, which medical evidence is required and how sick leave is paid.

      Reporting sickness: inform your line manager by phone or Microsoft Teams before 9:00 on the first day of absence. Shift workers in retail stores and the Contact Centre must inform the shift supervisor at least 2 hours before the shift starts. A message to a colleague is not sufficient notice.

      Medical evidence: every day of sick leave must be supported by a medical certificate issued by a Ministry of Health clinic or a licensed private hospital in Kuwait. Certificates issued electronically through the government Sahel app are accepted. Upload the certificate to the Gulfnet People portal within 3 working days of returning to work; absences without a certificate are recorded as unpaid leave.

      Paid sick leave per calendar year follows the Kuwait Private Sector Labour Law:
      - the first 15 days at full pay;
      - the next 10 days at three-quarters pay;
      - the next 10 days at half pay;
      - the next 10 days at one-quarter pay;
      - a further 30 days without pay.

      Sickness during annual leave: if you fall ill or are hospitalised while on annual leave, the affected days are converted to sick leave, provided you notify HR within 48 hours and submit the medical certificate when you return.

      Long absences: an absence of more than 10 consecutive working days triggers a review by Occupational Health, and a fitness-to-work note is required before you return. Work-related injuries are handled under the Occupational Health and Safety Procedure and do not consume sick leave.

      Questions: HR Service Centre, ext. 2200, hr.services@gulfnet.com.kw.
    `,
  },
  {
    id: '26a51367-9fd5-4a0f-964b-1e09a5d87248',
    title: 'Business Travel and Per Diem Policy',
    category: 'hr_policies',
    status: 'active',
    content: text`
      Policy owner: Human Resources with Finance. Policy reference HR-POL-015, effective 1 April 2025. It applies to all employees travelling outside Kuwait on company business.

      Approval: create a travel request in the Gulfnet People portal at least 10 working days before departure (5 working days for trips inside the GCC). The request needs approval from your line manager and, for trips longer than 7 days, from your department director.

      Bookings: the Travel Desk (ext. 2250, travel@gulfnet.com.kw) books all flights and hotels. Economy class applies to flights shorter than 5 hours. Business class is allowed on flights of 5 hours or more for employees of grade 12 and above, and on all flights for members of the Executive Committee.

      Daily per diem covers meals, local transport and incidentals:
      - Zone A, GCC countries: 35 KWD per day.
      - Zone B, other Middle East, Asia and Africa: 45 KWD per day.
      - Zone C, Europe, North America, Japan and Australia: 60 KWD per day.

      Travel days count as full days. On the day of return, half the daily rate is paid if the flight lands in Kuwait before 12:00. Meals provided by a conference or by the host are not deducted.

      Hotel limits per night, paid directly by the Travel Desk: 70 KWD in Zone A, 80 KWD in Zone B and 110 KWD in Zone C. Upgrades and minibar charges are personal expenses.

      Cash advance: you may request up to 80% of the expected per diem at least 5 working days before departure. Settle the trip in the Expenses module within 10 working days of returning, attaching boarding passes and hotel invoices; unsettled advances are deducted from salary.

      Staff lines on business trips automatically receive a roaming package suitable for the destination zone. Do not buy local SIM cards at company expense.
    `,
  },
  {
    id: '3f5bd3b6-318f-4831-9677-b4eec88ed152',
    title: 'Working Hours and Remote Work Policy',
    category: 'hr_policies',
    status: 'active',
    content: text`
      Policy owner: Human Resources. Policy reference HR-POL-011, effective 1 September 2025. It covers office-based staff; retail and Contact Centre staff work according to published rosters.

      The standard working week runs from Sunday to Thursday, 40 hours per week. Office staff may start between 7:00 and 9:00 and must be available during the core hours of 9:00 to 14:00. Each working day consists of 8 working hours plus a 30-minute unpaid break.

      During Ramadan the working day is reduced to 6 hours, normally from 10:00 to 16:00 for office staff. Retail stores open from 10:00 to 22:00 and the Contact Centre operates 24 hours a day, 7 days a week, on rotating shifts.

      Attendance: staff record attendance with the Gulfnet People mobile app, which checks location when you are at a company site. Remote days must be logged in the same app.

      Remote work eligibility:
      - the employee has completed probation;
      - the role has been classified as remote-eligible by the department director (customer-facing store and field roles are not eligible);
      - the employee has a quiet workspace and an internet connection of at least 50 Mbps;
      - the company laptop connects only through the corporate VPN.

      Eligible employees may work remotely up to 2 days per week with line manager approval in Gulfnet People. Remote days cannot be carried over between weeks. Working remotely from outside Kuwait requires written HR approval and is limited to 10 working days per calendar year.

      Overtime must be approved in advance. It is compensated at 125% of the hourly rate on working days, 150% on the weekly rest day and 200% on official public holidays, or by time off in lieu when the employee prefers.

      Questions: HR Service Centre, ext. 2200.
    `,
  },
  // ───────────────────────────── English: IT guidelines ─────────────────────────────
  {
    id: '60fffa33-2494-493c-8708-a62a92643dac',
    title: 'IT Password and Multi-Factor Authentication Policy',
    category: 'it_guidelines',
    status: 'active',
    content: text`
      Policy owner: Information Security. Policy reference IT-SEC-004, effective 1 March 2025. It applies to every account that accesses Gulfnet Telecom systems, including contractors.

      Password length and complexity:
      - standard user accounts: at least 14 characters;
      - privileged and administrator accounts: at least 20 characters;
      - use at least three of the four character types (upper case, lower case, digits, symbols);
      - passphrases of four or more unrelated words are recommended;
      - the password must not contain your name, employee number or the word Gulfnet.

      Standard passwords must be changed every 180 days and privileged passwords every 90 days. Service-account passwords are rotated every 365 days by the privileged access vault and must never be known by individuals. The last 12 passwords cannot be reused.

      Account lockout: 5 consecutive failed sign-in attempts lock the account for 15 minutes. Repeated lockouts are reported to the Security Operations Centre for review.

      Multi-factor authentication (MFA) is mandatory for email, VPN, the Gulfnet One CRM, the HR portal and all cloud applications. Use the Microsoft Authenticator app with number matching. SMS codes are allowed only as a temporary fallback for standard accounts and never for privileged accounts.

      Never share a password or an MFA code with anyone, including IT staff: the IT Service Desk will never ask for your password. Store work passwords only in the company password manager, never in browsers, notes or spreadsheets.

      Forgotten password: reset it yourself at reset.gulfnet.com.kw or call the IT Service Desk on ext. 4357 (available 24/7). The agent verifies your identity with your employee number and a call-back to your registered mobile number before resetting.

      If you suspect that a password has been exposed, change it immediately and report it to the Security Operations Centre on ext. 4444.
    `,
  },
  {
    id: '46eafbfd-abea-45da-b32a-dba8020d1d58',
    title: 'VPN Remote Access Guide',
    category: 'it_guidelines',
    status: 'active',
    content: text`
      Gulfnet Secure Access is the corporate VPN. It is based on Cisco Secure Client and connects to the gateway vpn.gulfnet.com.kw. This guide is maintained by IT Infrastructure and was last reviewed on 15 October 2025.

      Who can use the VPN: employees with approved remote work days, on-call engineers and staff travelling on business. Contractors need a sponsoring Gulfnet manager; contractor access is valid for a maximum of 90 days and can be renewed.

      Requesting access: open the IT Self-Service portal and submit the form "Remote Access (VPN) Request". Your line manager approves it; access to the production network (group NOC-Privileged) also needs Information Security approval. Requests are normally completed within 2 working days.

      Connecting from a company laptop:
      1. Connect the laptop to the internet (home Wi-Fi or a mobile hotspot).
      2. Open Cisco Secure Client from the Start menu.
      3. Enter vpn.gulfnet.com.kw and click Connect.
      4. Select the group Staff, or NOC-Privileged if you have been granted it.
      5. Sign in with your network username and password.
      6. Approve the Microsoft Authenticator request by entering the number shown on screen.
      7. Wait for the device posture check (disk encryption, up-to-date antivirus, operating system patches no older than 30 days).

      Rules: only company-managed laptops may connect. Split tunnelling is disabled, so all traffic passes through the company network. Idle sessions disconnect after 30 minutes and every session ends after 12 hours. If you will connect from abroad, register your trip with the IT Service Desk beforehand or the connection may be blocked.

      Common problems: "Posture assessment failed" means updates are missing; run Windows Update and reconnect. "Login denied" usually means a locked account or an expired password; reset it at reset.gulfnet.com.kw. For anything else call the IT Service Desk on ext. 4357, available 24/7.
    `,
  },
  {
    id: '4d1a452b-fd6e-4e9c-b2bc-f2d35cdbe28e',
    title: 'Email Security and Phishing Reporting',
    category: 'it_guidelines',
    status: 'active',
    content: text`
      Guideline owner: Information Security. Reference IT-SEC-009, effective 1 June 2025. Phishing is the most common way attackers try to enter the Gulfnet network, so every employee is expected to recognise and report it.

      Messages from outside the company carry an [EXTERNAL] tag in the subject line. Warning signs include urgent requests for payment or gift cards, unexpected invoices, links to sign-in pages, sender addresses that imitate gulfnet.com.kw, and requests to bypass normal approval steps.

      How to report a suspicious email:
      1. Do not click links, open attachments or reply.
      2. Click the Report Phishing button in Outlook (desktop, web or mobile).
      3. If the button is unavailable, forward the email as an attachment to phishing@gulfnet.com.kw.
      4. Delete the email only after it has been reported.

      The Security Operations Centre (SOC) reviews every report within 30 minutes during working hours and within 2 hours at other times, and replies to tell you whether the message was malicious.

      If you clicked a link, entered your password or opened an attachment, act immediately: change your password at reset.gulfnet.com.kw, disconnect the device from the network if a file was opened, and call the SOC on ext. 4444 (24/7). Reporting quickly is never punished.

      Email handling rules:
      - automatic forwarding to external addresses is blocked and must not be worked around;
      - the maximum attachment size is 25 MB; share larger files with OneDrive links that expire within 30 days;
      - use the Encrypt button for confidential information sent outside the company;
      - customer personal data must never be sent to personal email or messaging accounts.

      Information Security runs phishing simulations every quarter. Employees who fail two simulations within 12 months complete a mandatory 20-minute refresher course in the learning portal.
    `,
  },
  {
    id: '6e444b79-fff0-4996-a34e-af23a5850109',
    title: 'Laptop and Mobile Device Policy',
    category: 'it_guidelines',
    status: 'active',
    content: text`
      Policy owner: IT Operations. Reference IT-OPS-003, effective 1 February 2025. It covers company laptops, company mobile phones and personal phones used for work.

      Standard equipment: office staff receive a 14-inch laptop, refreshed every 4 years; software developers and network engineers receive a higher-specification laptop refreshed every 3 years. Laptops are encrypted with BitLocker and managed through Microsoft Intune. Local administrator rights are not granted; install software only from the Company Portal app.

      Company mobile phones are issued to managers of grade 10 and above and to on-call technical staff, with a corporate line on an internal staff plan. The phone remains company property and is returned when the role changes.

      Personal phones (bring your own device) may access Outlook and Microsoft Teams only through the official mobile apps with Intune app protection. Copying work data to personal apps is blocked, and customer data must never be downloaded to a personal device.

      Lost or stolen devices:
      1. Report the loss to the IT Service Desk on ext. 4357 within 2 hours of noticing it, so the device can be locked and wiped remotely.
      2. For theft, file a police report within 24 hours and upload a copy to the ticket.
      3. Information Security contacts you if the device held sensitive data.

      Damage: the first accidental damage in a refresh cycle is repaired at company cost. Damage or loss caused by negligence, such as leaving a laptop in a parked car, may be recovered from the employee up to 150 KWD.

      Travel: carry laptops as hand luggage and never check them in.

      Leaving the company: return all devices, chargers and access cards to the IT Asset team on your last working day. Unreturned equipment is charged at its depreciated value in the final settlement.
    `,
  },
  // ───────────────────────────── English: products ─────────────────────────────
  {
    id: '0dd00884-63f0-4975-8064-d602d52f9eb2',
    title: 'Postpaid Mobile Plans 2026',
    category: 'product_info',
    status: 'active',
    content: text`
      Product owner: Consumer Marketing. Price list effective 1 January 2026 for new subscriptions and plan changes. All prices are in Kuwaiti dinars (KWD) per month.

      Gulfnet Smart 8, 8.000 KWD per month: 25 GB of local data, 500 local minutes and 100 local SMS.

      Gulfnet Smart 12, 12.000 KWD per month: 70 GB of local data, 1,500 local minutes and 60 international minutes.

      Gulfnet Smart 18, 18.000 KWD per month: unlimited local data, unlimited local calls, 200 international minutes and 5 GB of roaming data in Zone 1 (GCC) each month.

      Gulfnet Elite 30, 30.000 KWD per month: unlimited local data, unlimited local calls, 600 international minutes, 20 GB of roaming data in Zones 1 and 2 each month, and 2 airport lounge visits per year at Kuwait International Airport.

      Fair usage on unlimited plans: Smart 18 runs at full speed up to 600 GB per billing cycle and Elite 30 up to 1 TB. After that, speed is reduced to 10 Mbps until the next billing cycle starts.

      Out-of-bundle usage on Smart 8 and Smart 12: local data is charged at 10 fils per MB, capped at 5.000 KWD per billing cycle, after which speed is reduced to 512 kbps. Extra local minutes cost 25 fils each.

      Contract terms: plans are offered with a 12-month or 24-month commitment. Without commitment, 2.000 KWD is added to the monthly fee. Early termination costs 50% of the remaining monthly fees of the commitment.

      Plan changes: customers may upgrade at any time and the new allowance applies immediately with a pro-rata charge. Downgrades take effect at the start of the next billing cycle and are allowed once per cycle.

      All plans include 5G where coverage is available, eSIM support, Wi-Fi calling and free calls to Gulfnet Care on 1811.
    `,
  },
  {
    id: '592f1742-f2a1-4351-9fc5-719791535aaa',
    title: 'Prepaid Plans and Recharge Options',
    category: 'product_info',
    status: 'active',
    content: text`
      Product owner: Consumer Marketing. Effective 1 January 2026. Prepaid lines are sold in all Gulfnet stores, by authorised dealers and online with home delivery.

      Prepaid starter SIM: 1.000 KWD, including 0.500 KWD of credit and 1 GB of data valid for 7 days. Physical SIM and eSIM are both available.

      Gulfnet Go packs (renewable):
      - Go Week, 1.500 KWD for 7 days: 10 GB of local data and 100 local minutes.
      - Go 5, 5.000 KWD for 30 days: 40 GB of local data and 500 local minutes.
      - Go 8, 8.000 KWD for 30 days: 100 GB of local data, unlimited local calls and 30 international minutes.

      Packs renew automatically when the credit balance is sufficient. Customers can stop auto-renewal by dialling *140*0# or in the Gulfnet app.

      Pay-as-you-go rates without a pack: local calls 30 fils per minute, local SMS 15 fils, and local data 20 fils per MB.

      Credit validity depends on the recharge amount: a recharge from 1.000 KWD up to 4.999 KWD keeps the line active for 30 days, and a recharge of 5.000 KWD or more keeps it active for 90 days. After validity ends, the line can receive calls for a 30-day grace period; if it is not recharged by then, the number is deactivated and may be reassigned after 6 months.

      Recharge channels: the Gulfnet app, gulfnet.com.kw with KNET or credit card, recharge vouchers of 1, 3, 5 and 10 KWD, self-service kiosks, and any Gulfnet store. Credit transfer between prepaid lines is available by dialling *122*number*amount#, up to 10.000 KWD per day.

      Prepaid customers can move to a postpaid plan while keeping their number; unused credit is carried over to the first postpaid bill.
    `,
  },
  {
    id: '9bdfeac5-42c8-4aad-b0de-4cbdedd94dc9',
    title: 'International Roaming Packages and Rates by Zone',
    category: 'product_info',
    status: 'active',
    content: text`
      Product owner: Roaming and Interconnect. Tariff effective 1 February 2026; it replaces all earlier roaming tariffs. Prices are in KWD and apply to postpaid and prepaid customers.

      Roaming zones:
      - Zone 1: GCC countries (Saudi Arabia, United Arab Emirates, Bahrain, Qatar and Oman).
      - Zone 2: Egypt, Jordan, Lebanon, Turkey, the United Kingdom, the European Union and Switzerland.
      - Zone 3: United States, Canada, India, Pakistan, Philippines, Sri Lanka, Thailand, Malaysia and Indonesia.
      - Zone 4: all other countries, plus in-flight and maritime networks.

      Roaming packages:
      - GCC Day Pass, 1.500 KWD for 24 hours in Zone 1: 1 GB of data and 30 minutes.
      - Roam Week GCC, 5.000 KWD for 7 days in Zone 1: 8 GB of data.
      - Roam Week Plus, 8.000 KWD for 7 days in Zones 1 and 2: 12 GB of data.
      - Roam Month World, 15.000 KWD for 30 days in Zones 1 to 3: 20 GB of data and 100 minutes.
      - Zone 4 Day Pass, 4.000 KWD for 24 hours: 500 MB of data.

      Pay-as-you-go rates without a package (Zone 1 / Zone 2 / Zone 3 / Zone 4):
      - outgoing calls to Kuwait or within the visited country: 150 / 220 / 350 / 600 fils per minute;
      - incoming calls: 100 / 150 / 200 / 400 fils per minute;
      - SMS sent: 50 / 75 / 100 / 150 fils;
      - data: 100 / 150 / 300 / 1,000 fils per MB.

      Activation: dial *155# or use the Gulfnet app, before or during travel. A package starts when the customer first uses data in an eligible zone.

      Bill-shock protection: pay-as-you-go roaming data stops automatically when out-of-bundle roaming usage reaches 20 KWD in a billing cycle. The customer receives an SMS and can continue by replying YES.

      Roaming support from abroad: +965 1811 1811, free of charge from a Gulfnet line.
    `,
  },
  {
    id: '6b418a40-84cd-4931-918a-031a67e0bacd',
    title: 'Mobile Data Bundles and Add-ons',
    category: 'product_info',
    status: 'active',
    content: text`
      Product owner: Consumer Marketing. Effective 1 January 2026. Add-ons can be bought by postpaid and prepaid customers on top of their plan or pack.

      Local data bundles:
      - Daily 2 GB: 0.500 KWD, valid for 24 hours.
      - Weekly 10 GB: 2.000 KWD, valid for 7 days.
      - Monthly 25 GB: 4.000 KWD, valid for 30 days.
      - Monthly 60 GB: 7.000 KWD, valid for 30 days.

      Special add-ons:
      - Social Unlimited: 1.500 KWD for 30 days of unlimited WhatsApp, Instagram, Snapchat, TikTok and X; voice and video calls inside the apps are included.
      - Night Unlimited: 1.000 KWD for 30 days of unlimited data from 1:00 to 7:00 every night.
      - International Minutes 100: 3.000 KWD for 100 minutes to India, Pakistan, the Philippines, Egypt, Bangladesh and Sri Lanka, valid for 30 days.

      Activation: dial *140# and choose the bundle, use the Gulfnet app, or ask in any store. The customer receives a confirmation SMS and another SMS when 80% and 100% of the bundle is used.

      Priority of use: add-on data is consumed before the data included in the plan or pack. Unused bundle data does not carry over when the bundle expires.

      Renewal: monthly bundles renew automatically on postpaid lines until cancelled with *140*0#. On prepaid lines they renew only if the credit balance is sufficient. Daily and weekly bundles never renew automatically.

      Bundles apply only inside Kuwait; for travel, see the roaming packages. Staff can check a customer's active add-ons in the Gulfnet One CRM under Products and Services.
    `,
  },
  {
    id: '2468fe8b-0a4a-49e1-a7f5-5956c2fb0f1a',
    title: '5G Home Internet Plans',
    category: 'product_info',
    status: 'active',
    content: text`
      Product owner: Home and Fixed Wireless. Price list effective 1 March 2026. Gulfnet 5G Home delivers broadband through a 5G indoor router, without fibre or a landline.

      Plans (monthly prices in KWD):
      - Home 5G Lite, 10.000 KWD: speeds up to 300 Mbps and 500 GB of data per month.
      - Home 5G Plus, 15.000 KWD: speeds up to 1 Gbps and unlimited data.
      - Home 5G Max, 22.000 KWD: speeds up to 1.5 Gbps, unlimited data and a Wi-Fi 6 mesh extender.

      Fair usage: Home 5G Plus and Home 5G Max run at full speed up to 2 TB per billing cycle; after that, speed is reduced to 20 Mbps until the next cycle.

      Router: free with a 12-month contract. Without a contract the router costs 45.000 KWD. The router remains Gulfnet property during the contract and must be returned if the contract is cancelled within the first 12 months.

      Installation: self-installation takes about 10 minutes using the quick-start guide. A technician visit costs 5.000 KWD and is free with Home 5G Max.

      Before selling, always check coverage: enter the customer's Paci address number (the 8-digit unit number on the civil ID address) in the coverage tool of the Gulfnet One CRM. Sell only when the result is Good or Excellent. If the result is Limited, offer the 14-day trial: the customer can cancel within 14 days and receive a full refund if speeds are below 50 Mbps.

      The router is locked to the registered address. If the customer moves home, the address must be updated in the CRM and coverage checked again; using the router at another address may reduce speed.

      Technical support for 5G Home: Gulfnet Care on 1811, option 3.
    `,
  },
  // ───────────────────────────── English: sales procedures ─────────────────────────────
  {
    id: '58c362b5-486a-4a1b-94ec-05c6f61952fe',
    title: 'New Line Activation Procedure (KYC and Civil ID Checks)',
    category: 'sales_procedures',
    status: 'active',
    content: text`
      Procedure owner: Sales Operations. Reference SAL-PRO-001, effective 1 July 2025. It applies to every new prepaid or postpaid line sold in stores, by dealers and through the online shop.

      Eligibility:
      - the customer is at least 18 years old; lines for minors are registered under a parent or guardian;
      - the customer presents the original, valid Kuwaiti civil ID (physical card or the Kuwait Mobile ID app); the civil ID must be valid for at least 30 more days for prepaid and 90 more days for postpaid;
      - one civil ID may hold up to 5 prepaid lines and 3 postpaid lines;
      - for postpaid, the customer passes the Ci-Net credit check.

      Activation steps:
      1. Scan the civil ID in the Gulfnet One CRM; the customer's name and civil ID number are filled in automatically.
      2. Verify the customer's fingerprint on the store biometric reader against PACI records. Activation is impossible without a successful biometric match; never override it.
      3. Check the number of lines already registered to the civil ID.
      4. For postpaid, run the Ci-Net check and collect the deposit if one is required.
      5. Let the customer choose a number and the plan or pack.
      6. Print or send the contract and capture the customer's electronic signature.
      7. Pair the SIM card, or generate the eSIM QR code and send it to the customer's email address.
      8. Test a call and data session before the customer leaves.

      Deposits for postpaid: residents who have lived in Kuwait for less than 12 months pay a refundable deposit of 30.000 KWD for Smart plans and 60.000 KWD for Elite 30. The deposit is returned after 12 months without late payments.

      Lines are normally active within 30 minutes. Never activate a line for someone other than the civil ID holder, and never accept photocopies or photos of a civil ID.

      Problems with the biometric reader or the CRM: Sales Support Desk, ext. 3100, available from 8:00 to 22:00 every day.
    `,
  },
  {
    id: '1209c8ac-fc75-4701-9929-59a43fb114cd',
    title: 'Mobile Number Portability (MNP) Procedure',
    category: 'sales_procedures',
    status: 'active',
    content: text`
      Procedure owner: Sales Operations with Regulatory Affairs. Reference SAL-PRO-004, effective 1 May 2025. Mobile number portability lets customers of other Kuwaiti operators move to Gulfnet Telecom and keep their number, under the rules of the Communication and Information Technology Regulatory Authority (CITRA).

      Porting in to Gulfnet is free of charge. Eligibility:
      - the number is registered to the customer's own civil ID at the current operator;
      - the number is active and has not been reported lost or stolen;
      - at least 30 days have passed since the number was activated or last ported;
      - the customer has no disputed or overdue balance that the current operator has flagged.

      Steps in store:
      1. Complete the normal new line KYC and biometric checks in the Gulfnet One CRM.
      2. Select New Line with Port-In and enter the number to be ported.
      3. The customer receives a verification SMS from the current operator; enter the 6-digit code in the CRM.
      4. Give the customer the new Gulfnet SIM or eSIM and explain that it will work once porting completes.
      5. Inform the customer that they will receive an SMS when the port is complete.

      Timing: requests submitted between 8:00 and 18:00 from Sunday to Thursday are completed within 1 working day, usually within 4 hours. Later requests are processed the next working day. Service may be interrupted for up to 2 hours while the number switches networks.

      Rejections: the CRM shows the rejection reason, for example a civil ID mismatch or an unpaid balance. Explain the reason and resubmit once it is resolved; do not submit the same request more than 3 times.

      Porting out: customers leaving Gulfnet request the port at the new operator. Staff must not delay or obstruct a port-out; one retention offer may be made, but it must not be repeated if the customer declines.

      Support: Sales Support Desk, ext. 3100.
    `,
  },
  {
    id: 'ee123a3c-25cc-43f6-9346-031cac013ae5',
    title: 'Device Instalment Sales Procedure',
    category: 'sales_procedures',
    status: 'active',
    content: text`
      Procedure owner: Sales Operations with Credit Control. Reference SAL-PRO-006, effective 1 January 2026. Customers can buy smartphones, tablets and wearables in monthly instalments added to their postpaid bill.

      Instalment terms: 12 or 24 months with 0% interest. The device must be combined with a postpaid plan of Gulfnet Smart 12 or higher for the whole instalment period.

      Eligibility:
      - the customer is at least 21 years old;
      - the civil ID is valid for at least 6 more months;
      - a salary certificate issued within the last 30 days, or proof of salary transfer, is provided;
      - the Ci-Net credit check has no active defaults;
      - existing Gulfnet accounts have no bill overdue by more than 30 days.

      Down payment: at least 10% of the device price for Kuwaiti citizens and at least 25% for residents. The total instalment credit per civil ID is limited to 1,200 KWD, with a maximum of 2 active instalment contracts.

      Sales steps:
      1. Run the eligibility check in the Instalments screen of the Gulfnet One CRM.
      2. Scan the salary certificate and attach it to the order.
      3. Collect the down payment by KNET or card.
      4. Register the device IMEI against the contract.
      5. Have the customer sign the instalment agreement electronically and give them a copy.

      Early settlement is allowed at any time without a penalty; the customer pays only the remaining instalments.

      Missed payments: after 2 missed instalments, outgoing services on the line are barred and the account is referred to Credit Control (ext. 3150). Services are restored within 2 hours of payment of the overdue amount.

      Stores may not sell on instalments to a customer who fails any eligibility rule, even with a larger down payment. Exceptions are approved only by Credit Control.
    `,
  },
  {
    id: '0f1bb65e-b18a-4199-8cf5-6ef9aa8f81db',
    title: 'Returns, Exchanges and Refunds Procedure',
    category: 'sales_procedures',
    status: 'active',
    content: text`
      Procedure owner: Retail Operations. Reference SAL-PRO-009, effective 1 March 2025. It applies to devices and accessories bought in Gulfnet stores and in the online shop.

      Unopened products: devices and accessories in their original sealed packaging can be returned within 14 days of purchase with the receipt, for a full refund.

      Defective devices: a device that is faulty on arrival can be exchanged for a new identical unit within 7 days of purchase, after a store technician confirms the fault. After 7 days, the manufacturer's warranty applies through an authorised service centre; the standard warranty is 1 year.

      Non-refundable items:
      - SIM cards and activated eSIM profiles;
      - prepaid vouchers and recharges;
      - screen protectors once applied;
      - software, gift cards and digital subscriptions.

      Refund methods: refunds go back to the original payment method. KNET refunds reach the customer within 5 working days and credit card refunds within 14 working days. Cash refunds are allowed only for cash purchases of up to 100 KWD; larger cash purchases are refunded by bank transfer.

      Approval limits: store supervisors approve refunds up to 150 KWD, store managers up to 500 KWD, and Retail Operations (ext. 3300) approves anything above 500 KWD.

      Instalment devices: returning a device bought on instalments cancels the instalment agreement. The down payment is refunded and no further instalments are billed.

      Online orders: customers can refuse delivery or return an unopened online order within 14 days; Gulfnet collects it from the customer's address free of charge.

      Disputes about service charges on a bill are not refunds; they are handled under the Complaint Handling and Escalation Procedure.
    `,
  },
  {
    id: '6cbe54f7-bf99-4326-ad0e-54991412fdef',
    title: 'Customer Complaint Handling and Escalation Procedure',
    category: 'sales_procedures',
    status: 'active',
    content: text`
      Procedure owner: Customer Experience. Reference CX-PRO-002, effective 1 September 2025. Every complaint must be logged, tracked and closed within the time limits below, whatever channel it arrives through.

      Complaint channels: Gulfnet Care on 1811, the Gulfnet app, any store, care@gulfnet.com.kw and official social media accounts. Every complaint is logged in the Gulfnet One CRM while the customer is still on the call or in the store, and the customer receives the ticket number by SMS.

      Escalation levels:
      1. Level 1, front line (store or call centre): resolve within 24 hours.
      2. Level 2, Customer Resolution Team (ext. 6200): cases not resolved at Level 1; resolve within 3 working days.
      3. Level 3, Complaints Review Committee chaired by the Head of Customer Experience: cases not resolved at Level 2 or involving legal risk; decision within 10 working days.

      Billing adjustments: Level 1 agents may credit up to 20 KWD per account, Level 2 up to 100 KWD, and anything above requires Level 3 approval together with Finance.

      Urgent cases are escalated directly to Level 2: complete loss of service for more than 24 hours, suspected fraud or SIM swap, customers with medical needs, and complaints from business accounts with more than 20 lines.

      Regulatory complaints: if a complaint is not resolved within 30 days, or the customer is not satisfied with the outcome, the customer may complain to CITRA. Complaints received through CITRA are handled by Regulatory Affairs (ext. 5020), and a response must be sent within 5 working days.

      Closing a complaint: call or message the customer to confirm the resolution before closing the ticket. A satisfaction survey is sent automatically by SMS after closure.
    `,
  },
  // ───────────────────────────── English: legal ─────────────────────────────
  {
    id: '80a5413f-b9fd-4160-b0d2-9aa3267a189b',
    title: 'Consumer Terms of Service',
    category: 'legal_documents',
    status: 'active',
    content: text`
      Document owner: Legal Affairs. Consumer Terms of Service version 4.2, effective 1 March 2025. These terms form the contract between Gulfnet Telecom and individual customers for mobile and 5G Home services. Gulfnet Telecom is licensed by CITRA and the terms are governed by the laws of the State of Kuwait.

      Billing: postpaid bills are issued on the 1st day of each month and are due within 20 days. Bills are sent by SMS and email and are available in the Gulfnet app.

      Late payment:
      - a reminder SMS is sent on the day after the due date;
      - outgoing services are suspended if the bill is unpaid 30 days after the due date;
      - all services are suspended after 45 days;
      - the line is disconnected after 90 days and the debt is referred to collections.
      A reconnection fee of 2.000 KWD applies after suspension.

      Customer responsibilities: customers keep their SIM, eSIM and PIN codes secure and must report a lost or stolen SIM immediately on 1811. Usage before the loss is reported is the customer's responsibility.

      Changes to prices or terms: Gulfnet gives at least 30 days' notice by SMS. If a change is to the customer's disadvantage, the customer may end the contract within 30 days of the notice without an early termination fee.

      Termination: customers may end a contract at any time. Within a commitment period, the early termination fee in the plan description applies.

      Liability: Gulfnet is not liable for interruptions caused by force majeure, by third-party networks abroad or by the customer's device. For service outages of more than 24 hours caused by Gulfnet, a pro-rata credit of the monthly fee is given on request.

      The full terms are published on gulfnet.com.kw in Arabic and English. If the two versions differ, the Arabic version prevails. Legal Affairs: ext. 5000.
    `,
  },
  {
    id: '9761adc8-6820-4b8f-af97-40a10ee8c21c',
    title: 'Customer Data Privacy Policy',
    category: 'legal_documents',
    status: 'active',
    content: text`
      Policy owner: Data Protection Office. Reference LEG-POL-003, effective 1 July 2025. It explains how Gulfnet Telecom collects and protects customer personal data, in line with CITRA's Data Privacy Protection Regulation.

      Data we collect: name, civil ID details and copy, contact details, address, biometric verification result, billing and payment data, call detail records, location data generated by the network, and app usage when the customer consents.

      Purposes: providing and billing services, verifying identity, preventing fraud, meeting legal obligations, and, only with the customer's opt-in consent, marketing. Gulfnet never sells customer personal data.

      Retention periods:
      - call detail records: 1 year, or longer when required by law;
      - civil ID copies and contracts: the duration of the contract plus 5 years;
      - store CCTV recordings: 90 days;
      - recorded calls to Gulfnet Care: 6 months.

      Customer rights: customers may request access to their data, correction of inaccurate data and deletion where no legal retention applies, and may withdraw marketing consent at any time by sending STOP to 1811. Requests are answered within 30 days.

      Disclosure to authorities happens only on a valid written legal request reviewed by Legal Affairs. Staff must never share customer data over the phone with anyone other than the verified account holder.

      Staff rules:
      - access customer records only when needed for a task, never out of curiosity or for family, friends or public figures;
      - never copy customer data to personal email, USB drives or messaging apps;
      - report any suspected data breach to the Data Protection Office within 24 hours.

      The Data Protection Office notifies CITRA of a confirmed breach within 72 hours. Data Protection Office: ext. 5050, privacy@gulfnet.com.kw. Violations of this policy may lead to disciplinary action up to dismissal.
    `,
  },
  {
    id: '04b89ea7-8a4c-46dc-af99-a04ec64c3f35',
    title: 'Acceptable Use and Fair Usage Policy',
    category: 'legal_documents',
    status: 'active',
    content: text`
      Policy owner: Legal Affairs. Reference LEG-POL-005, effective 1 January 2026. This policy is part of the Consumer Terms of Service and describes how customers may use Gulfnet mobile and 5G Home services.

      Services are provided for personal use by the customer and their household. Business customers use business plans, which have their own terms.

      Prohibited uses:
      - operating SIM boxes or any equipment that reroutes international calls as local calls;
      - reselling or sub-leasing Gulfnet services or SIM cards without a written agreement;
      - sending bulk or unsolicited SMS, or more than 200 SMS per hour from a single line;
      - hacking, scanning or attacking networks and systems;
      - transmitting content that is illegal under Kuwaiti law, including fraud and harassment;
      - using a 5G Home router at an address other than the registered one to serve several households.

      Fair usage on unlimited plans: unlimited plans are intended for normal personal use. Smart 18 runs at full speed up to 600 GB per billing cycle, Elite 30 up to 1 TB, and Home 5G Plus and Home 5G Max up to 2 TB. Above these thresholds, speed is reduced for the rest of the billing cycle; the service is not cut off.

      Network management: during congestion Gulfnet may temporarily prioritise voice calls and real-time services. No application or lawful website is blocked for commercial reasons.

      Enforcement: depending on severity, Gulfnet may send a warning, suspend the service, terminate the contract, or report the matter to the competent authorities. SIM box fraud is always reported to CITRA.

      Staff who detect suspected misuse, for example a line making hundreds of short international calls per day, must report it to Fraud Management on ext. 4700 and must not contact the customer before Fraud Management has reviewed the case.
    `,
  },
  // ───────────────────────────── English: marketing and finance ─────────────────────────────
  {
    id: 'd5619b88-964f-402b-a828-82595af24945',
    title: 'Brand Identity and Communication Guidelines',
    category: 'marketing',
    status: 'active',
    content: text`
      Guideline owner: Brand and Marketing Communications. Version 2.0, effective 1 October 2025. These guidelines apply to all internal and external material carrying the Gulfnet brand, including material produced by agencies and dealers.

      Brand name: write "Gulfnet Telecom" in formal and legal documents and "Gulfnet" in consumer communication. The Arabic name is "جلف نت". Never write GulfNet, Gulf Net or GNT.

      Colours:
      - Gulfnet Teal #00818A, the primary colour;
      - Midnight #1B2A41 for text and dark backgrounds;
      - Sand #E9DCC9 for light backgrounds;
      - Coral #FF6F59 as an accent only, on no more than 10% of any layout.

      Typography: Gulfnet Sans for Latin text and Tajawal for Arabic text. The minimum text size is 9 pt in print and 14 px on screen.

      Logo: keep clear space around the logo equal to the height of the letter G. The minimum width is 24 mm in print and 96 px on screen. Do not recolour, stretch, rotate or add shadows to the logo.

      Bilingual communication: Arabic and English have equal prominence. Arabic copy is written by Arabic copywriters, not translated literally, and appears on the right or at the top. Outdoor advertising in Kuwait always leads with Arabic.

      Tone of voice: warm, clear and confident. Use short sentences, avoid technical jargon, and never make fun of competitors or name them.

      Prices in advertising: show prices as "12.000 KWD/month" and state the commitment period and main conditions in the same advertisement. Any promotion with a prize draw or discount needs Legal Affairs approval before launch.

      Approval process: submit every artwork through the brand portal at brand.gulfnet.com.kw. The Brand team reviews submissions within 3 working days. Contact: ext. 7100, brand@gulfnet.com.kw.
    `,
  },
  {
    id: '2850f36e-5a7d-4415-9614-7d6f510ee8e4',
    title: 'Expense Claims and Reimbursement Procedure',
    category: 'finance',
    status: 'active',
    content: text`
      Procedure owner: Finance, Accounts Payable. Reference FIN-PRO-012, effective 1 January 2025. It explains how employees claim business expenses paid with their own money.

      Eligible expenses include business travel costs covered by the Business Travel and Per Diem Policy, pre-approved client entertainment, taxis and ride-hailing for business trips inside Kuwait, business use of a personal car at 0.080 KWD per kilometre, and training materials approved by your manager.

      Submitting a claim:
      1. Create the claim in the Expenses module of the Gulfnet ERP within 30 days of the expense date.
      2. Attach a photo or scan of the itemised receipt for every expense above 5.000 KWD. Small expenses without a receipt are accepted up to a total of 15.000 KWD per month with a short description.
      3. Select the cost centre and the business purpose.
      4. Submit the claim for approval.

      Approval limits per claim:
      - line manager: up to 250 KWD;
      - department director: up to 1,000 KWD;
      - Chief Financial Officer: above 1,000 KWD.

      Payment: claims fully approved by the 20th day of the month are paid with that month's salary. Claims approved after the 20th are paid with the following month's salary.

      Foreign currency: convert at the Central Bank of Kuwait rate on the date of the expense, or use the exchange rate shown on your card statement and attach the statement.

      Not reimbursable: traffic and parking fines, personal entertainment, minibar charges, flight or hotel upgrades, airport lounge access, and expenses already covered by the daily per diem.

      Corporate card holders must reconcile card transactions in the Expenses module within 10 days of receiving the monthly statement.

      Questions: Accounts Payable, ext. 8100, expenses@gulfnet.com.kw.
    `,
  },
  // ───────────────────────────── English: archived and draft ─────────────────────────────
  {
    id: 'cde13f9e-abb6-4db2-bce3-94be30bd4d53',
    title: 'International Roaming Tariff 2023 (Archived)',
    category: 'product_info',
    status: 'archived',
    content: text`
      ARCHIVED. This tariff was withdrawn on 31 January 2026 and replaced by the current roaming packages and rates by zone. Do not quote these prices to customers. Original effective date: 1 March 2023.

      In 2023, roaming used three zones: Zone A for the GCC, Zone B for Arab countries and Europe, and Zone C for the rest of the world.

      Roaming packages in the 2023 tariff:
      - GCC Daily Roaming: 2.250 KWD per day for 750 MB of data.
      - GCC Weekly Roaming: 6.500 KWD for 7 days with 3 GB of data.
      - Europe Weekly Roaming: 9.750 KWD for 7 days with 4 GB of data.
      - World Monthly Roaming: 19.900 KWD for 30 days with 6 GB of data.

      Pay-as-you-go rates in the 2023 tariff:
      - outgoing calls in Zone A: 320 fils per minute;
      - outgoing calls in Zone B: 480 fils per minute;
      - data in Zone A: 275 fils per MB;
      - data in Zone B: 450 fils per MB;
      - data in Zone C: 1.750 KWD per MB.

      Packages were activated by sending an SMS with the package code to 1555. Bill-shock protection stopped data at 40 KWD of out-of-bundle usage.

      This document is kept for reference when handling billing disputes about usage before 1 February 2026.
    `,
  },
  {
    id: 'e7380293-dcaf-48d0-9d0d-c37df69aa1cb',
    title: 'Annual Leave Policy – Proposed 2027 Revision (Draft)',
    category: 'hr_policies',
    status: 'draft',
    content: text`
      DRAFT FOR CONSULTATION, NOT APPROVED. This proposal has not been approved by the Executive Committee and does not change any current entitlement. The Annual Leave Policy HR-POL-007 remains in force.

      Human Resources proposes the following changes to annual leave from 1 January 2027, following the 2025 employee engagement survey.

      Proposed entitlement: full-time employees would receive 33 calendar days of paid annual leave per year. Employees with more than 10 years of continuous service would receive 36 calendar days.

      Proposed carry-over: up to 20 unused days could be carried over, to be taken by 30 June of the following year.

      Proposed encashment: employees could ask to be paid for up to 10 unused days per year, at the basic daily salary, in the December payroll.

      Proposed birthday leave: one additional paid day off in the month of the employee's birthday.

      Open questions for the consultation:
      - the cost impact of the additional days, estimated by Finance at 0.8% of annual payroll;
      - staffing in retail stores and the Contact Centre during peak periods;
      - alignment with the Kuwait Private Sector Labour Law.

      Comments on this draft should be sent to the HR Policy team by 30 April 2026. The final decision is expected in the second half of 2026.
    `,
  },
  {
    id: '0885f3f7-21d4-43c6-8105-a0bdaad3d196',
    title: 'Gulfnet Unlimited Max 5G Plan – Launch Brief (Draft)',
    category: 'product_info',
    status: 'draft',
    content: text`
      DRAFT, CONFIDENTIAL, NOT LAUNCHED. This brief is under review by Consumer Marketing, Finance and Legal Affairs. The plan is not available for sale and must not be mentioned to customers.

      Concept: a premium postpaid plan above Gulfnet Smart 18, aimed at heavy 5G users and frequent travellers. Target launch: third quarter of 2026, subject to approval.

      Proposed plan details:
      - name: Gulfnet Unlimited Max 5G;
      - price: 24.500 KWD per month with a 24-month commitment;
      - unlimited local 5G data with no fair usage threshold;
      - unlimited local calls and 1,100 international minutes;
      - 35 GB of roaming data per month in Zones 1 to 3;
      - a streaming entertainment subscription included.

      Open points:
      - the final price is still being modelled, with a range of 23.000 to 26.500 KWD under discussion;
      - network capacity must be confirmed by Network Planning before unlimited data without a threshold can be approved;
      - Legal Affairs must review the streaming partner contract.

      Next steps: pricing committee on 15 May 2026, followed by CITRA tariff filing. Contact: Consumer Marketing product team.
    `,
  },
  // ───────────────────────────── Arabic: HR policies ─────────────────────────────
  {
    id: '805931f5-dbc4-4e76-94af-c39d1daa1d77',
    title: 'سياسة الإجازة السنوية',
    category: 'hr_policies',
    status: 'active',
    content: text`
      الجهة المسؤولة: إدارة الموارد البشرية. رقم السياسة HR-POL-007، الإصدار 3.1، ويُعمل بها اعتباراً من 1 يناير 2025. تسري هذه السياسة على جميع موظفي جلف نت للاتصالات العاملين في الكويت بعقود عمل مباشرة.

      عدد أيام الإجازة السنوية للموظف بدوام كامل هو 30 يوماً تقويمياً مدفوعة الأجر في السنة. ويُحتسب الاستحقاق بواقع يومين ونصف عن كل شهر خدمة مكتمل. وتدخل عطلة نهاية الأسبوع (الجمعة والسبت) الواقعة خلال الإجازة ضمن الثلاثين يوماً، أما العطلات الرسمية التي يعلنها ديوان الخدمة المدنية فلا تُخصم من الرصيد.

      يحق للموظف الجديد التمتع بإجازته السنوية بعد اجتياز فترة التجربة ومدتها 6 أشهر، ولا يسقط ما استحقه خلالها. أما الموظف بدوام جزئي فيحصل على إجازة تتناسب مع ساعات عمله التعاقدية؛ فمن يعمل 20 ساعة أسبوعياً يستحق 15 يوماً تقويمياً في السنة.

      خطوات طلب الإجازة:
      1. تقديم الطلب عبر بوابة الموارد البشرية (Gulfnet People) قبل موعد الإجازة بـ 14 يوماً على الأقل، وقبل 30 يوماً إذا زادت مدة الإجازة على 14 يوماً متصلة.
      2. يعتمد المدير المباشر الطلب أو يرفضه خلال 3 أيام عمل.
      3. على موظفي الفروع ومركز الاتصال التنسيق مع مسؤول جدولة المناوبات قبل تقديم الطلب.
      4. تسليم المهام المفتوحة وتفعيل رد تلقائي على البريد يتضمن اسم الزميل البديل.

      ترحيل الرصيد: يجوز ترحيل ما لا يزيد على 15 يوماً غير مستخدمة إلى السنة التالية، على أن تُستنفد قبل 31 مارس، وإلا سقطت ما لم توافق الموارد البشرية كتابياً على استثناء، كأن تكون الإجازة قد أُلغيت لضرورات العمل.

      لا يُصرف بدل نقدي عن الإجازة غير المستخدمة أثناء الخدمة، وإنما يُصرف الرصيد المتبقي عند انتهاء الخدمة على أساس الراتب الأساسي وفقاً لقانون العمل في القطاع الأهلي.

      الإجازة المرضية وإجازة الحج وإجازة الوضع وإجازة الوفاة مستقلة عن الإجازة السنوية ولا تُخصم منها. للاستفسار: مركز خدمات الموارد البشرية، هاتف داخلي 2200، البريد hr.services@gulfnet.com.kw.
    `,
  },
  {
    id: 'c4411da3-4d58-42ca-bf0a-b13aac8b5da9',
    title: 'سياسة الإجازة المرضية',
    category: 'hr_policies',
    status: 'active',
    content: text`
      الجهة المسؤولة: إدارة الموارد البشرية. رقم السياسة HR-POL-008، ويُعمل بها اعتباراً من 1 يناير 2025. تحدد هذه السياسة طريقة الإبلاغ عن المرض والمستندات الطبية المطلوبة وكيفية احتساب أجر الإجازة المرضية.

      الإبلاغ عن المرض: يجب إخطار المدير المباشر هاتفياً أو عبر Microsoft Teams قبل الساعة 9:00 صباحاً من أول يوم غياب. أما العاملون بنظام المناوبات في الفروع ومركز الاتصال فعليهم إبلاغ مشرف المناوبة قبل بدء المناوبة بساعتين على الأقل، ولا يكفي إبلاغ أحد الزملاء.

      الشهادة الطبية: يلزم تقديم شهادة طبية عن كل يوم إجازة مرضية، صادرة عن أحد مراكز وزارة الصحة أو مستشفى خاص مرخص في الكويت، وتُقبل الشهادات الإلكترونية الصادرة عبر تطبيق سهل الحكومي. تُرفع الشهادة على بوابة Gulfnet People خلال 3 أيام عمل من العودة، وإلا احتُسب الغياب إجازة بدون أجر.

      أجر الإجازة المرضية خلال السنة الميلادية الواحدة وفق قانون العمل في القطاع الأهلي:
      - أول 15 يوماً بأجر كامل؛
      - الأيام العشرة التالية بثلاثة أرباع الأجر؛
      - الأيام العشرة التالية بنصف الأجر؛
      - الأيام العشرة التالية بربع الأجر؛
      - ثم 30 يوماً بدون أجر.

      المرض أثناء الإجازة السنوية: إذا مرض الموظف أو دخل المستشفى خلال إجازته السنوية، تُحوَّل الأيام المعنية إلى إجازة مرضية، بشرط إبلاغ الموارد البشرية خلال 48 ساعة وتقديم الشهادة الطبية عند العودة.

      الغياب الطويل: إذا تجاوز الغياب 10 أيام عمل متصلة يُحال الملف إلى الصحة المهنية، ولا يعود الموظف إلى عمله إلا بشهادة لياقة. أما إصابات العمل فتعالج وفق إجراءات السلامة والصحة المهنية ولا تُخصم من رصيد الإجازة المرضية.

      للاستفسار: مركز خدمات الموارد البشرية، هاتف داخلي 2200.
    `,
  },
  {
    id: '8c48d534-7ec0-4db4-968e-91817a58e155',
    title: 'سياسة ساعات العمل والعمل عن بُعد',
    category: 'hr_policies',
    status: 'active',
    content: text`
      الجهة المسؤولة: إدارة الموارد البشرية. رقم السياسة HR-POL-011، ويُعمل بها اعتباراً من 1 سبتمبر 2025. تنطبق على موظفي المكاتب، أما موظفو الفروع ومركز الاتصال فيعملون وفق جداول المناوبات المعتمدة.

      أسبوع العمل من الأحد إلى الخميس بواقع 40 ساعة أسبوعياً. ويجوز لموظفي المكاتب بدء الدوام بين الساعة 7:00 والساعة 9:00، مع الالتزام بالحضور خلال الساعات الأساسية من 9:00 إلى 14:00. ويتكون يوم العمل من 8 ساعات عمل تضاف إليها استراحة غير مدفوعة مدتها 30 دقيقة.

      في شهر رمضان يُخفض يوم العمل إلى 6 ساعات، وعادة ما يكون من 10:00 إلى 16:00 لموظفي المكاتب. وتعمل الفروع من 10:00 صباحاً حتى 10:00 مساءً، ويعمل مركز الاتصال على مدار الساعة طوال أيام الأسبوع بنظام المناوبات.

      شروط العمل عن بُعد:
      - أن يكون الموظف قد اجتاز فترة التجربة؛
      - أن يصنف مدير الإدارة الوظيفة بأنها قابلة للعمل عن بُعد، ولا يشمل ذلك وظائف الفروع والعمل الميداني؛
      - توفر مكان عمل هادئ واتصال بالإنترنت لا تقل سرعته عن 50 ميغابت في الثانية؛
      - الاتصال بأنظمة الشركة عبر الشبكة الافتراضية الخاصة (VPN) فقط.

      يحق للموظف المؤهل العمل عن بُعد يومين كحد أقصى في الأسبوع بعد موافقة المدير المباشر عبر Gulfnet People، ولا تُرحّل الأيام غير المستخدمة إلى الأسبوع التالي. ويتطلب العمل عن بُعد من خارج الكويت موافقة كتابية من الموارد البشرية، بحد أقصى 10 أيام عمل في السنة.

      يُسجَّل الحضور عبر تطبيق Gulfnet People، كما تُسجَّل فيه أيام العمل عن بُعد. ويجب اعتماد العمل الإضافي مسبقاً، ويُعوَّض بنسبة 125% من أجر الساعة في أيام العمل، و150% في يوم الراحة الأسبوعية، و200% في العطلات الرسمية، أو بإجازة تعويضية إذا رغب الموظف.
    `,
  },
  {
    id: '8bf24aab-889a-4c67-afb0-b1610a1825ba',
    title: 'سياسة السفر في مهام العمل والمياومات',
    category: 'hr_policies',
    status: 'active',
    content: text`
      الجهة المسؤولة: إدارة الموارد البشرية بالتعاون مع الإدارة المالية. رقم السياسة HR-POL-015، ويُعمل بها اعتباراً من 1 أبريل 2025. تنطبق على كل موظف يسافر خارج الكويت في مهمة عمل.

      الموافقة على السفر: يُقدَّم طلب المهمة عبر بوابة Gulfnet People قبل السفر بـ 10 أيام عمل على الأقل، و5 أيام عمل للسفر داخل دول مجلس التعاون. ويعتمده المدير المباشر، ويلزم اعتماد مدير الإدارة أيضاً إذا زادت المهمة على 7 أيام.

      الحجوزات: يتولى مكتب السفر (هاتف داخلي 2250) حجز تذاكر الطيران والفنادق. ويكون السفر على الدرجة السياحية للرحلات التي تقل مدتها عن 5 ساعات، ويُسمح بدرجة رجال الأعمال للرحلات التي تبلغ 5 ساعات فأكثر لموظفي الدرجة 12 فما فوق، ولأعضاء اللجنة التنفيذية في جميع الرحلات.

      المياومة اليومية، وتغطي الوجبات والتنقلات المحلية والمصاريف النثرية:
      - المنطقة (أ)، دول مجلس التعاون: 35 د.ك في اليوم.
      - المنطقة (ب)، بقية دول الشرق الأوسط وآسيا وأفريقيا: 45 د.ك في اليوم.
      - المنطقة (ج)، أوروبا وأمريكا الشمالية واليابان وأستراليا: 60 د.ك في اليوم.

      تُحتسب أيام السفر أياماً كاملة، ويُصرف نصف المياومة عن يوم العودة إذا وصلت الرحلة إلى الكويت قبل الساعة 12:00 ظهراً.

      الحد الأقصى لليلة الفندقية، ويدفعه مكتب السفر مباشرة: 70 د.ك في المنطقة (أ)، و80 د.ك في المنطقة (ب)، و110 د.ك في المنطقة (ج). ويتحمل الموظف تكلفة الترقيات ومشتريات الميني بار.

      السلفة النقدية: يجوز طلب سلفة تصل إلى 80% من المياومة المتوقعة قبل السفر بـ 5 أيام عمل، وتُسوّى المهمة في نظام المصروفات خلال 10 أيام عمل من العودة مع إرفاق بطاقات الصعود وفواتير الفندق، وإلا خُصمت السلفة من الراتب.
    `,
  },
  // ───────────────────────────── Arabic: IT guidelines ─────────────────────────────
  {
    id: '3fb8cfd9-acda-4ac9-8fe3-5032058d65c2',
    title: 'سياسة كلمات المرور والتحقق متعدد العوامل',
    category: 'it_guidelines',
    status: 'active',
    content: text`
      الجهة المسؤولة: إدارة أمن المعلومات. رقم السياسة IT-SEC-004، ويُعمل بها اعتباراً من 1 مارس 2025. تشمل جميع الحسابات التي تصل إلى أنظمة جلف نت للاتصالات، بما فيها حسابات المتعاقدين.

      متطلبات كلمة المرور:
      - لا يقل طولها عن 14 حرفاً لحسابات المستخدمين العادية، وعن 20 حرفاً للحسابات ذات الصلاحيات العالية وحسابات مسؤولي الأنظمة؛
      - أن تجمع ثلاثة أنواع على الأقل من الأحرف الكبيرة والصغيرة والأرقام والرموز؛
      - يُفضَّل استخدام عبارة مرور من أربع كلمات غير مترابطة أو أكثر؛
      - ألا تتضمن اسم الموظف أو رقمه الوظيفي أو كلمة Gulfnet.

      تُغيَّر كلمة المرور العادية كل 180 يوماً، وكلمة مرور الحسابات ذات الصلاحيات العالية كل 90 يوماً، ولا يجوز تكرار أي من آخر 12 كلمة مرور. ويُقفل الحساب لمدة 15 دقيقة بعد 5 محاولات دخول فاشلة متتالية.

      التحقق متعدد العوامل إلزامي للبريد الإلكتروني والشبكة الافتراضية الخاصة ونظام Gulfnet One CRM وبوابة الموارد البشرية وجميع التطبيقات السحابية، ويتم عبر تطبيق Microsoft Authenticator بطريقة مطابقة الأرقام. ولا تُقبل الرموز النصية القصيرة إلا بديلاً مؤقتاً للحسابات العادية، ولا تُقبل إطلاقاً للحسابات ذات الصلاحيات العالية.

      لا تشارك كلمة المرور أو رمز التحقق مع أي شخص، حتى موظفي تقنية المعلومات؛ فمكتب خدمة تقنية المعلومات لن يطلب منك كلمة المرور أبداً. واحفظ كلمات مرور العمل في برنامج إدارة كلمات المرور المعتمد فقط، لا في المتصفح ولا في الملاحظات.

      نسيان كلمة المرور: أعد تعيينها بنفسك عبر الموقع reset.gulfnet.com.kw، أو اتصل بمكتب خدمة تقنية المعلومات على الهاتف الداخلي 4357 على مدار الساعة، وسيتحقق الموظف من هويتك برقمك الوظيفي وبمعاودة الاتصال على هاتفك المسجل. وإذا اشتبهت في تسرب كلمة المرور فغيّرها فوراً وأبلغ مركز العمليات الأمنية على الرقم الداخلي 4444.
    `,
  },
  {
    id: '294db448-44c1-466c-b952-6b569c5c1c5e',
    title: 'دليل الاتصال عن بُعد عبر الشبكة الافتراضية الخاصة (VPN)',
    category: 'it_guidelines',
    status: 'active',
    content: text`
      خدمة Gulfnet Secure Access هي الشبكة الافتراضية الخاصة للشركة، وتعمل ببرنامج Cisco Secure Client عبر البوابة vpn.gulfnet.com.kw. تتولى إدارة البنية التحتية لتقنية المعلومات تحديث هذا الدليل، وآخر مراجعة له في 15 أكتوبر 2025.

      من يحق له استخدام الخدمة: الموظفون المعتمد لهم العمل عن بُعد، ومهندسو المناوبة، والمسافرون في مهام عمل. ويحتاج المتعاقدون إلى مدير من جلف نت يكفل طلبهم، ولا تزيد صلاحية وصولهم على 90 يوماً قابلة للتجديد.

      طلب الخدمة: قدّم نموذج "طلب اتصال عن بُعد (VPN)" عبر بوابة الخدمة الذاتية لتقنية المعلومات، ويعتمده مديرك المباشر. أما الوصول إلى شبكة الإنتاج (مجموعة NOC-Privileged) فيتطلب كذلك موافقة أمن المعلومات. وتُنجز الطلبات عادة خلال يومي عمل.

      خطوات الاتصال من جهاز الشركة:
      1. اتصل بالإنترنت عبر شبكة المنزل أو نقطة اتصال الهاتف.
      2. افتح برنامج Cisco Secure Client.
      3. اكتب العنوان vpn.gulfnet.com.kw واضغط "اتصال".
      4. اختر مجموعة Staff، أو NOC-Privileged إن كانت ممنوحة لك.
      5. أدخل اسم المستخدم وكلمة المرور الخاصين بالشبكة.
      6. وافق على طلب التحقق في تطبيق Microsoft Authenticator بإدخال الرقم الظاهر على الشاشة.
      7. انتظر حتى يكتمل فحص سلامة الجهاز (تشفير القرص، وتحديث برنامج مكافحة الفيروسات، وتحديثات النظام التي لا يزيد عمرها على 30 يوماً).

      القواعد: لا يُسمح بالاتصال إلا من أجهزة الشركة المُدارة، والتوجيه المنفصل معطّل فتمر جميع البيانات عبر شبكة الشركة. وينقطع الاتصال بعد 30 دقيقة من الخمول، وتنتهي كل جلسة بعد 12 ساعة. وإذا كنت ستتصل من خارج الكويت فسجّل رحلتك لدى مكتب الخدمة مسبقاً.

      حل المشكلات الشائعة: رسالة "فشل تقييم سلامة الجهاز" تعني نقص التحديثات، فشغّل Windows Update ثم أعد الاتصال. ورسالة "رفض تسجيل الدخول" تعني غالباً أن الحساب مقفل أو أن كلمة المرور منتهية. ولأي مشكلة أخرى اتصل بمكتب خدمة تقنية المعلومات على الهاتف الداخلي 4357.
    `,
  },
  {
    id: '6a510836-eefc-4483-82a4-26f4b2db75fe',
    title: 'إرشادات الإبلاغ عن رسائل التصيد الاحتيالي',
    category: 'it_guidelines',
    status: 'active',
    content: text`
      الجهة المسؤولة: إدارة أمن المعلومات. المرجع IT-SEC-009، ويُعمل به اعتباراً من 1 يونيو 2025. رسائل التصيد الاحتيالي هي أكثر الطرق شيوعاً لمحاولات اختراق شبكة الشركة، ولذلك يُنتظر من كل موظف أن يتعرف عليها ويبلغ عنها.

      تحمل الرسائل الواردة من خارج الشركة الوسم [EXTERNAL] في عنوانها. ومن علامات التصيد: الطلبات العاجلة لتحويل الأموال أو شراء بطاقات الهدايا، والفواتير غير المتوقعة، والروابط التي تقود إلى صفحات تسجيل دخول، والعناوين التي تقلد النطاق gulfnet.com.kw، والطلبات التي تدعو إلى تجاوز خطوات الاعتماد المعتادة.

      طريقة الإبلاغ عن رسالة مشبوهة:
      1. لا تضغط على الروابط ولا تفتح المرفقات ولا ترد على المرسل.
      2. اضغط زر "الإبلاغ عن تصيد" (Report Phishing) في برنامج Outlook على الحاسوب أو الهاتف.
      3. إن لم يظهر الزر فأعد توجيه الرسالة كمرفق إلى phishing@gulfnet.com.kw.
      4. احذف الرسالة بعد الإبلاغ عنها فقط.

      يراجع مركز العمليات الأمنية كل بلاغ خلال 30 دقيقة في أوقات الدوام وخلال ساعتين في غيرها، ثم يبلغك بنتيجة الفحص.

      إذا ضغطت على رابط أو أدخلت كلمة المرور أو فتحت مرفقاً، فغيّر كلمة المرور فوراً عبر reset.gulfnet.com.kw، وافصل الجهاز عن الشبكة إن كنت فتحت ملفاً، واتصل بمركز العمليات الأمنية على الرقم الداخلي 4444 المتاح على مدار الساعة. لا يُعاقب أحد على الإبلاغ السريع.

      قواعد البريد الإلكتروني:
      - يُمنع إعادة التوجيه التلقائي إلى عناوين خارجية؛
      - الحد الأقصى لحجم المرفقات 25 ميغابايت، والملفات الأكبر تُشارك عبر روابط OneDrive تنتهي صلاحيتها خلال 30 يوماً؛
      - لا تُرسل بيانات العملاء الشخصية إلى بريد شخصي أو تطبيقات مراسلة.

      تُجري إدارة أمن المعلومات اختبارات تصيد تجريبية كل ثلاثة أشهر، ومن يخفق في اختبارين خلال 12 شهراً يُلزم بإكمال دورة تنشيطية مدتها 20 دقيقة.
    `,
  },
  // ───────────────────────────── Arabic: products ─────────────────────────────
  {
    id: '002211f0-208f-4fab-a0af-142db79fcc96',
    title: 'باقات الدفع الآجل لعام 2026',
    category: 'product_info',
    status: 'active',
    content: text`
      الجهة المسؤولة: إدارة التسويق للأفراد. قائمة الأسعار سارية اعتباراً من 1 يناير 2026 على الاشتراكات الجديدة وتغيير الباقات، وجميع الأسعار شهرية بالدينار الكويتي.

      باقة جلف نت سمارت 8 بسعر 8.000 د.ك شهرياً: 25 غيغابايت بيانات محلية، و500 دقيقة محلية، و100 رسالة نصية محلية.

      باقة جلف نت سمارت 12 بسعر 12.000 د.ك شهرياً: 70 غيغابايت بيانات محلية، و1,500 دقيقة محلية، و60 دقيقة دولية.

      باقة جلف نت سمارت 18 بسعر 18.000 د.ك شهرياً: بيانات محلية غير محدودة، ومكالمات محلية غير محدودة، و200 دقيقة دولية، و5 غيغابايت بيانات تجوال شهرياً في المنطقة الأولى (دول مجلس التعاون).

      باقة جلف نت إيليت 30 بسعر 30.000 د.ك شهرياً: بيانات ومكالمات محلية غير محدودة، و600 دقيقة دولية، و20 غيغابايت بيانات تجوال شهرياً في المنطقتين الأولى والثانية، وزيارتان سنوياً لصالة المسافرين في مطار الكويت الدولي.

      الاستخدام العادل في الباقات غير المحدودة: تعمل باقة سمارت 18 بالسرعة الكاملة حتى 600 غيغابايت في الدورة الشهرية، وباقة إيليت 30 حتى 1 تيرابايت، ثم تنخفض السرعة إلى 10 ميغابت في الثانية حتى بداية الدورة التالية.

      الاستخدام خارج الباقة في سمارت 8 وسمارت 12: تُحتسب البيانات المحلية بسعر 10 فلوس لكل ميغابايت بحد أقصى 5.000 د.ك في الدورة، ثم تنخفض السرعة إلى 512 كيلوبت في الثانية، وتُحتسب الدقيقة المحلية الإضافية بـ 25 فلساً.

      مدة الالتزام 12 أو 24 شهراً، ويضاف 2.000 د.ك إلى الرسم الشهري عند الاشتراك دون التزام. وعند الإلغاء المبكر يدفع العميل 50% من الرسوم الشهرية المتبقية من مدة الالتزام. وتشمل جميع الباقات خدمة الجيل الخامس حيث تتوفر التغطية، والشريحة الإلكترونية (eSIM)، والاتصال عبر الواي فاي.
    `,
  },
  {
    id: '0afeb4b6-556e-43d5-9c33-f6a397518387',
    title: 'باقات التجوال الدولي وأسعاره حسب المناطق',
    category: 'product_info',
    status: 'active',
    content: text`
      الجهة المسؤولة: إدارة التجوال والربط البيني. التعرفة سارية اعتباراً من 1 فبراير 2026، وتحل محل جميع تعرفات التجوال السابقة، وتنطبق على عملاء الدفع الآجل والدفع المسبق.

      مناطق التجوال:
      - المنطقة الأولى: دول مجلس التعاون (السعودية والإمارات والبحرين وقطر وعُمان).
      - المنطقة الثانية: مصر والأردن ولبنان وتركيا والمملكة المتحدة ودول الاتحاد الأوروبي وسويسرا.
      - المنطقة الثالثة: الولايات المتحدة وكندا والهند وباكستان والفلبين وسريلانكا وتايلاند وماليزيا وإندونيسيا.
      - المنطقة الرابعة: بقية دول العالم، إضافة إلى الشبكات على متن الطائرات والسفن.

      باقات التجوال:
      - باقة الخليج اليومية: 1.500 د.ك لمدة 24 ساعة في المنطقة الأولى، وتشمل 1 غيغابايت و30 دقيقة.
      - باقة الخليج الأسبوعية: 5.000 د.ك لمدة 7 أيام في المنطقة الأولى، وتشمل 8 غيغابايت.
      - باقة الأسبوع بلس: 8.000 د.ك لمدة 7 أيام في المنطقتين الأولى والثانية، وتشمل 12 غيغابايت.
      - باقة العالم الشهرية: 15.000 د.ك لمدة 30 يوماً في المناطق من الأولى إلى الثالثة، وتشمل 20 غيغابايت و100 دقيقة.
      - الباقة اليومية للمنطقة الرابعة: 4.000 د.ك لمدة 24 ساعة، وتشمل 500 ميغابايت.

      أسعار الاستخدام دون باقة (المنطقة الأولى / الثانية / الثالثة / الرابعة):
      - المكالمات الصادرة إلى الكويت أو داخل البلد الزائر: 150 / 220 / 350 / 600 فلساً للدقيقة؛
      - المكالمات الواردة: 100 / 150 / 200 / 400 فلس للدقيقة؛
      - الرسائل النصية المرسلة: 50 / 75 / 100 / 150 فلساً؛
      - البيانات: 100 / 150 / 300 / 1,000 فلس لكل ميغابايت.

      التفعيل: اطلب *155# أو استخدم تطبيق جلف نت قبل السفر أو أثناءه، وتبدأ صلاحية الباقة عند أول استخدام للبيانات في منطقة مشمولة.

      الحماية من الفواتير المرتفعة: يتوقف التجوال بالبيانات دون باقة تلقائياً عندما يبلغ الاستخدام خارج الباقة 20 د.ك في الدورة الشهرية، ويصل العميل إشعار نصي ويمكنه المتابعة بالرد بكلمة "نعم". رقم دعم التجوال من الخارج: +965 1811 1811 مجاناً من خط جلف نت.
    `,
  },
  {
    id: 'db847f35-f2ca-4985-be9e-c72fa72e84a6',
    title: 'باقات البيانات والإضافات',
    category: 'product_info',
    status: 'active',
    content: text`
      الجهة المسؤولة: إدارة التسويق للأفراد. سارية اعتباراً من 1 يناير 2026. يمكن لعملاء الدفع الآجل والدفع المسبق شراء الإضافات فوق باقاتهم الأساسية.

      باقات البيانات المحلية:
      - الباقة اليومية 2 غيغابايت: 0.500 د.ك، صالحة لمدة 24 ساعة.
      - الباقة الأسبوعية 10 غيغابايت: 2.000 د.ك، صالحة لمدة 7 أيام.
      - الباقة الشهرية 25 غيغابايت: 4.000 د.ك، صالحة لمدة 30 يوماً.
      - الباقة الشهرية 60 غيغابايت: 7.000 د.ك، صالحة لمدة 30 يوماً.

      إضافات خاصة:
      - باقة التواصل الاجتماعي غير المحدودة: 1.500 د.ك لمدة 30 يوماً، استخدام غير محدود لتطبيقات واتساب وإنستغرام وسناب شات وتيك توك وإكس، بما في ذلك المكالمات الصوتية والمرئية داخل التطبيقات.
      - باقة الليل غير المحدودة: 1.000 د.ك لمدة 30 يوماً، بيانات غير محدودة من الساعة 1:00 حتى 7:00 صباحاً يومياً.
      - باقة 100 دقيقة دولية: 3.000 د.ك لمدة 30 يوماً، للاتصال بالهند وباكستان والفلبين ومصر وبنغلاديش وسريلانكا.

      طريقة الاشتراك: اطلب *140# واختر الباقة، أو اشترك عبر تطبيق جلف نت أو في أي فرع. تصل العميل رسالة تأكيد، ثم رسالة عند استهلاك 80% من الباقة وأخرى عند نفادها.

      أولوية الاستهلاك: تُستهلك بيانات الإضافة قبل البيانات المشمولة في الباقة الأساسية، ولا يُرحَّل الرصيد غير المستخدم عند انتهاء صلاحية الإضافة.

      التجديد: تتجدد الباقات الشهرية تلقائياً على خطوط الدفع الآجل حتى يلغيها العميل بطلب *140*0#، وعلى خطوط الدفع المسبق إذا كفى الرصيد. أما الباقات اليومية والأسبوعية فلا تتجدد تلقائياً. وتسري هذه الباقات داخل الكويت فقط، وللسفر تُستخدم باقات التجوال.
    `,
  },
  // ───────────────────────────── Arabic: sales procedures ─────────────────────────────
  {
    id: 'aabb1409-468e-4e0b-b7c3-7dd1e39c71e3',
    title: 'إجراءات تفعيل خط جديد والتحقق من البطاقة المدنية',
    category: 'sales_procedures',
    status: 'active',
    content: text`
      الجهة المسؤولة: إدارة عمليات المبيعات. المرجع SAL-PRO-001، ويُعمل به اعتباراً من 1 يوليو 2025. ينطبق على كل خط جديد مسبق الدفع أو آجل الدفع يُباع في الفروع أو لدى الوكلاء أو عبر المتجر الإلكتروني.

      شروط الأهلية:
      - ألا يقل عمر العميل عن 18 سنة، وتُسجَّل خطوط القُصّر باسم ولي الأمر؛
      - أن يقدم العميل بطاقته المدنية الأصلية السارية، أو البطاقة الرقمية في تطبيق هويتي؛ ويجب أن تكون صالحة لمدة 30 يوماً على الأقل للدفع المسبق و90 يوماً على الأقل للدفع الآجل؛
      - لا يتجاوز عدد الخطوط المسجلة على بطاقة مدنية واحدة 5 خطوط مسبقة الدفع و3 خطوط آجلة الدفع؛
      - أن يجتاز عميل الدفع الآجل الاستعلام الائتماني عبر شركة Ci-Net.

      خطوات التفعيل:
      1. امسح البطاقة المدنية في نظام Gulfnet One CRM لتُعبأ بيانات العميل تلقائياً.
      2. تحقق من بصمة العميل على جهاز البصمة في الفرع ومطابقتها مع سجلات الهيئة العامة للمعلومات المدنية. لا يمكن التفعيل دون مطابقة ناجحة، ولا يجوز تجاوزها بأي حال.
      3. راجع عدد الخطوط المسجلة حالياً على البطاقة المدنية.
      4. في الدفع الآجل، أجرِ الاستعلام الائتماني واستوفِ التأمين إن كان مطلوباً.
      5. دع العميل يختار الرقم والباقة.
      6. اطبع العقد أو أرسله، واحصل على توقيع العميل الإلكتروني.
      7. اربط الشريحة، أو أنشئ رمز الاستجابة السريعة للشريحة الإلكترونية وأرسله إلى بريد العميل.
      8. جرّب مكالمة واتصالاً بالبيانات قبل مغادرة العميل.

      التأمين في الدفع الآجل: يدفع المقيم الذي لم يمضِ على إقامته في الكويت 12 شهراً تأميناً مسترداً قدره 30.000 د.ك لباقات سمارت و60.000 د.ك لباقة إيليت 30، ويُرد التأمين بعد 12 شهراً دون تأخر في السداد.

      يُفعَّل الخط عادة خلال 30 دقيقة. ولا يجوز تفعيل خط لغير صاحب البطاقة المدنية، ولا قبول صور أو نسخ من البطاقة. لمشكلات جهاز البصمة أو النظام: مكتب دعم المبيعات، هاتف داخلي 3100، من 8:00 صباحاً حتى 10:00 مساءً يومياً.
    `,
  },
  {
    id: '76473310-77a7-4166-8772-fdf40c30aaf8',
    title: 'إجراءات نقل الرقم بين المشغلين',
    category: 'sales_procedures',
    status: 'active',
    content: text`
      الجهة المسؤولة: إدارة عمليات المبيعات بالتعاون مع إدارة الشؤون التنظيمية. المرجع SAL-PRO-004، ويُعمل به اعتباراً من 1 مايو 2025. تتيح خدمة نقل الرقم لعملاء المشغلين الآخرين في الكويت الانتقال إلى جلف نت للاتصالات مع الاحتفاظ بأرقامهم، وفق قواعد هيئة الاتصالات وتقنية المعلومات.

      نقل الرقم إلى جلف نت مجاني، ويُشترط فيه:
      - أن يكون الرقم مسجلاً على البطاقة المدنية للعميل نفسه لدى المشغل الحالي؛
      - أن يكون الرقم فعالاً وغير مُبلَّغ عن فقده أو سرقته؛
      - أن يكون قد مضى 30 يوماً على الأقل على تفعيل الرقم أو على آخر عملية نقل له؛
      - ألا يكون على العميل رصيد متأخر أو متنازع عليه أبلغ عنه المشغل الحالي.

      الخطوات في الفرع:
      1. أكمل إجراءات التحقق المعتادة للخط الجديد، بما فيها مطابقة البصمة، في نظام Gulfnet One CRM.
      2. اختر "خط جديد مع نقل رقم" وأدخل الرقم المطلوب نقله.
      3. تصل العميل رسالة تحقق من مشغله الحالي، فأدخل الرمز المكون من 6 أرقام في النظام.
      4. سلّم العميل شريحة جلف نت أو الشريحة الإلكترونية، ووضّح أنها ستعمل فور اكتمال النقل.
      5. أبلغ العميل بأنه سيتلقى رسالة نصية عند اكتمال النقل.

      المدة: الطلبات المقدمة بين 8:00 صباحاً و6:00 مساءً من الأحد إلى الخميس تُنجز خلال يوم عمل واحد، وغالباً خلال 4 ساعات، وما يُقدَّم بعد ذلك يُعالج في يوم العمل التالي. وقد تنقطع الخدمة لمدة تصل إلى ساعتين أثناء انتقال الرقم بين الشبكتين.

      حالات الرفض: يظهر سبب الرفض في النظام، مثل عدم تطابق البطاقة المدنية أو وجود مبالغ غير مسددة. اشرح السبب للعميل وأعد تقديم الطلب بعد معالجته، ولا تكرر الطلب نفسه أكثر من 3 مرات.

      نقل الرقم إلى مشغل آخر: يقدم العميل طلبه لدى المشغل الجديد، ولا يجوز للموظفين تأخير النقل أو عرقلته. ويُسمح بعرض استبقاء واحد فقط، ولا يُكرر إذا رفضه العميل. للدعم: مكتب دعم المبيعات، هاتف داخلي 3100.
    `,
  },
  {
    id: '6d1f1671-229b-4e28-928d-f84e766b6278',
    title: 'إجراءات معالجة شكاوى العملاء وتصعيدها',
    category: 'sales_procedures',
    status: 'active',
    content: text`
      الجهة المسؤولة: إدارة تجربة العملاء. المرجع CX-PRO-002، ويُعمل به اعتباراً من 1 سبتمبر 2025. يجب تسجيل كل شكوى ومتابعتها وإغلاقها ضمن المدد المحددة أدناه، أياً كانت القناة التي وردت منها.

      قنوات استقبال الشكاوى: خدمة العملاء على الرقم 1811، وتطبيق جلف نت، والفروع، والبريد care@gulfnet.com.kw، وحسابات الشركة الرسمية في وسائل التواصل الاجتماعي. تُسجَّل الشكوى في نظام Gulfnet One CRM والعميل ما زال على الخط أو في الفرع، ويتلقى رقم البلاغ في رسالة نصية.

      مستويات التصعيد:
      1. المستوى الأول، موظفو الخط الأمامي في الفروع ومركز الاتصال: الحل خلال 24 ساعة.
      2. المستوى الثاني، فريق حل مشكلات العملاء (هاتف داخلي 6200): الحالات التي لم تُحل في المستوى الأول، والحل خلال 3 أيام عمل.
      3. المستوى الثالث، لجنة مراجعة الشكاوى برئاسة رئيس تجربة العملاء: الحالات التي لم تُحل في المستوى الثاني أو التي تنطوي على مخاطر قانونية، ويصدر القرار خلال 10 أيام عمل.

      تسويات الفواتير: يجوز لموظف المستوى الأول إضافة رصيد دائن حتى 20 د.ك للحساب الواحد، ولموظف المستوى الثاني حتى 100 د.ك، وما زاد على ذلك يحتاج إلى موافقة المستوى الثالث مع الإدارة المالية.

      تُصعَّد مباشرة إلى المستوى الثاني الحالات العاجلة التالية: انقطاع الخدمة كلياً لأكثر من 24 ساعة، والاشتباه في احتيال أو استبدال شريحة دون علم العميل، وحالات العملاء ذوي الاحتياجات الطبية، وشكاوى حسابات الشركات التي لديها أكثر من 20 خطاً.

      الشكاوى التنظيمية: إذا لم تُحل الشكوى خلال 30 يوماً، أو لم يقتنع العميل بالنتيجة، يحق له التقدم بشكوى إلى هيئة الاتصالات وتقنية المعلومات. وتتولى إدارة الشؤون التنظيمية (هاتف داخلي 5020) الشكاوى الواردة عبر الهيئة، ويجب الرد عليها خلال 5 أيام عمل.

      إغلاق الشكوى: تواصل مع العميل لتأكيد الحل قبل إغلاق البلاغ، ويُرسل إليه استبيان رضا تلقائي بعد الإغلاق.
    `,
  },
  // ───────────────────────────── Arabic: legal, marketing, finance ─────────────────────────────
  {
    id: '7ee77b3d-44a8-4472-a6ce-fb0689eddc39',
    title: 'سياسة خصوصية بيانات العملاء',
    category: 'legal_documents',
    status: 'active',
    content: text`
      الجهة المسؤولة: مكتب حماية البيانات. المرجع LEG-POL-003، ويُعمل بها اعتباراً من 1 يوليو 2025. توضح هذه السياسة كيف تجمع جلف نت للاتصالات البيانات الشخصية لعملائها وكيف تحميها، بما يتوافق مع لائحة حماية خصوصية البيانات الصادرة عن هيئة الاتصالات وتقنية المعلومات.

      البيانات التي نجمعها: الاسم، وبيانات البطاقة المدنية ونسخة منها، ووسائل الاتصال، والعنوان، ونتيجة التحقق بالبصمة، وبيانات الفواتير والمدفوعات، وسجلات المكالمات، وبيانات الموقع الناتجة عن الشبكة، وبيانات استخدام التطبيق بعد موافقة العميل.

      أغراض الاستخدام: تقديم الخدمات وإصدار الفواتير، والتحقق من الهوية، ومكافحة الاحتيال، والوفاء بالالتزامات القانونية، والتسويق بشرط موافقة العميل المسبقة فقط. ولا تبيع جلف نت البيانات الشخصية لعملائها مطلقاً.

      مدد الاحتفاظ بالبيانات:
      - سجلات المكالمات: سنة واحدة، أو أكثر إذا اقتضى القانون ذلك؛
      - نسخ البطاقات المدنية والعقود: طوال مدة العقد مضافاً إليها 5 سنوات؛
      - تسجيلات كاميرات المراقبة في الفروع: 90 يوماً؛
      - تسجيلات المكالمات مع خدمة العملاء: 6 أشهر.

      حقوق العميل: الاطلاع على بياناته، وتصحيح غير الدقيق منها، وحذفها ما لم يكن الاحتفاظ بها مطلوباً قانوناً، وسحب موافقته على التسويق في أي وقت بإرسال كلمة STOP إلى الرقم 1811. ويُرد على الطلبات خلال 30 يوماً.

      لا تُكشف البيانات للجهات الرسمية إلا بموجب طلب قانوني مكتوب تراجعه الإدارة القانونية، ولا يجوز للموظف الإفصاح عن بيانات العميل هاتفياً لغير صاحب الحساب بعد التحقق من هويته.

      واجبات الموظفين:
      - عدم الاطلاع على سجلات العملاء إلا لحاجة العمل، لا بدافع الفضول ولا لأقارب أو أصدقاء أو شخصيات عامة؛
      - عدم نسخ بيانات العملاء إلى بريد شخصي أو ذاكرة USB أو تطبيقات مراسلة؛
      - إبلاغ مكتب حماية البيانات بأي اشتباه في تسرب البيانات خلال 24 ساعة.

      يُخطر مكتب حماية البيانات الهيئة بأي تسرب مؤكد خلال 72 ساعة. للتواصل: هاتف داخلي 5050، البريد privacy@gulfnet.com.kw. وقد تؤدي مخالفة هذه السياسة إلى إجراءات تأديبية تصل إلى الفصل.
    `,
  },
  {
    id: '134e2125-569a-46bd-af67-47404a971973',
    title: 'دليل الهوية البصرية والتواصل للعلامة التجارية',
    category: 'marketing',
    status: 'active',
    content: text`
      الجهة المسؤولة: إدارة العلامة التجارية والاتصال التسويقي. الإصدار 2.0، ويُعمل به اعتباراً من 1 أكتوبر 2025. يسري على جميع المواد الداخلية والخارجية التي تحمل علامة جلف نت، بما فيها المواد التي تعدها الوكالات الإعلانية والوكلاء.

      اسم العلامة: يُكتب "جلف نت للاتصالات" في المراسلات الرسمية والمستندات القانونية، و"جلف نت" في التواصل مع العملاء. ولا يجوز استخدام صيغ أخرى مثل "جلف نيت" أو "الخليج نت".

      الألوان المعتمدة:
      - الأزرق المخضر (Gulfnet Teal) بالرمز #00818A لوناً رئيسياً؛
      - الكحلي (Midnight) بالرمز #1B2A41 للنصوص والخلفيات الداكنة؛
      - الرملي (Sand) بالرمز #E9DCC9 للخلفيات الفاتحة؛
      - المرجاني (Coral) بالرمز #FF6F59 لوناً ثانوياً لا يتجاوز 10% من مساحة التصميم.

      الخطوط: خط Tajawal للنصوص العربية وخط Gulfnet Sans للنصوص اللاتينية، ولا يقل حجم النص عن 9 نقاط في المطبوعات و14 بكسل على الشاشات.

      الشعار: تُترك حوله مساحة خالية تساوي ارتفاع حرف G، ولا يقل عرضه عن 24 ملم في المطبوعات و96 بكسل على الشاشات. ولا يجوز تغيير ألوانه أو مطّه أو تدويره أو إضافة ظلال إليه.

      التواصل بلغتين: للعربية والإنجليزية المكانة نفسها، ويكتب النص العربي كتّاب محتوى عرب ولا يُترجم حرفياً، ويوضع على اليمين أو في الأعلى. وتتصدر العربية دائماً إعلانات الطرق في الكويت.

      نبرة الخطاب: ودودة وواضحة وواثقة، بجمل قصيرة وبلا مصطلحات تقنية معقدة، ودون التعريض بالمنافسين أو ذكر أسمائهم.

      الأسعار في الإعلانات: تُعرض بصيغة "12.000 د.ك شهرياً" مع ذكر مدة الالتزام وأهم الشروط في الإعلان نفسه، وتحتاج أي حملة تتضمن سحباً على جوائز أو خصومات إلى موافقة الإدارة القانونية قبل إطلاقها.

      الاعتماد: تُرفع التصاميم عبر بوابة العلامة التجارية brand.gulfnet.com.kw، ويراجعها فريق العلامة خلال 3 أيام عمل. للتواصل: هاتف داخلي 7100.
    `,
  },
  {
    id: '1006adaa-b071-4f50-8393-88a7cd671a3c',
    title: 'إجراءات المطالبة بالمصروفات واستردادها',
    category: 'finance',
    status: 'active',
    content: text`
      الجهة المسؤولة: الإدارة المالية، قسم الحسابات الدائنة. المرجع FIN-PRO-012، ويُعمل به اعتباراً من 1 يناير 2025. يوضح هذا الإجراء كيف يسترد الموظف مصروفات العمل التي دفعها من ماله الخاص.

      المصروفات المؤهلة للاسترداد: تكاليف السفر في مهام العمل وفق سياسة السفر والمياومات، وضيافة العملاء المعتمدة مسبقاً، وسيارات الأجرة وتطبيقات التوصيل لمشاوير العمل داخل الكويت، واستخدام السيارة الخاصة في العمل بواقع 0.080 د.ك لكل كيلومتر، والمواد التدريبية التي يعتمدها المدير.

      خطوات تقديم المطالبة:
      1. أنشئ المطالبة في وحدة المصروفات بنظام Gulfnet ERP خلال 30 يوماً من تاريخ الصرف.
      2. أرفق صورة الإيصال المفصل لكل مصروف يزيد على 5.000 د.ك، وتُقبل المصروفات الصغيرة دون إيصال بمجموع لا يتجاوز 15.000 د.ك شهرياً مع وصف مختصر.
      3. حدد مركز التكلفة والغرض من المصروف.
      4. أرسل المطالبة للاعتماد.

      حدود الاعتماد لكل مطالبة:
      - المدير المباشر: حتى 250 د.ك؛
      - مدير الإدارة: حتى 1,000 د.ك؛
      - الرئيس التنفيذي للشؤون المالية: ما يزيد على 1,000 د.ك.

      الصرف: تُدفع المطالبات المعتمدة بالكامل حتى اليوم 20 من الشهر مع راتب الشهر نفسه، وما يُعتمد بعد ذلك يُدفع مع راتب الشهر التالي.

      العملات الأجنبية: يُحتسب المبلغ بسعر صرف بنك الكويت المركزي في تاريخ الصرف، أو بسعر الصرف الظاهر في كشف البطاقة مع إرفاق الكشف.

      مصروفات لا تُسترد: المخالفات المرورية ورسوم المواقف، والترفيه الشخصي، ومشتريات الميني بار، وترقية درجة الطيران أو الغرفة، ودخول صالات المطار، وكل ما تغطيه المياومة اليومية.

      على حاملي بطاقات الشركة الائتمانية تسوية عملياتهم في وحدة المصروفات خلال 10 أيام من استلام الكشف الشهري. للاستفسار: قسم الحسابات الدائنة، هاتف داخلي 8100، البريد expenses@gulfnet.com.kw.
    `,
  },
  // ───────────────────────────── Arabic: draft and archived ─────────────────────────────
  {
    id: '5a330677-f4b5-49f1-9f82-b3fd8be15713',
    title: 'مسودة سياسة بدل الاتصالات للموظفين',
    category: 'finance',
    status: 'draft',
    content: text`
      مسودة للنقاش، غير معتمدة. لم تعتمد اللجنة التنفيذية هذه السياسة بعد، ولا يترتب عليها أي استحقاق حالي، ولا يجوز الاستناد إليها في الرد على استفسارات الموظفين.

      تقترح الإدارة المالية بالتعاون مع الموارد البشرية استبدال خطوط الشركة المخصصة لبعض الفئات الوظيفية ببدل اتصالات شهري نقدي يُصرف مع الراتب، اعتباراً من 1 يوليو 2026 إذا اعتُمد المقترح.

      قيمة البدل المقترحة:
      - 17.500 د.ك شهرياً لموظفي الدرجات من 8 إلى 11؛
      - 26.000 د.ك شهرياً لموظفي الدرجة 12 فما فوق؛
      - 9.250 د.ك شهرياً لموظفي المبيعات الميدانية من الدرجات الأدنى.

      الشروط المقترحة: أن يحتفظ الموظف برقم مسجل لدى جلف نت ويستخدمه للعمل، وأن يكون متاحاً عليه خلال ساعات الدوام وفترات المناوبة، وأن يُوقف البدل خلال الإجازات غير المدفوعة التي تتجاوز 30 يوماً.

      المسائل المفتوحة للنقاش:
      - الأثر المالي المقدر بنحو 140,000 د.ك سنوياً؛
      - المعاملة الضريبية والتأمينية للبدل؛
      - مصير أجهزة الشركة الحالية وطريقة استردادها.

      تُرسل الملاحظات على هذه المسودة إلى فريق السياسات المالية قبل 31 مايو 2026.
    `,
  },
  {
    id: '0a214688-020e-4525-a7ee-55d02f08a0d6',
    title: 'باقات الدفع الآجل لعام 2023 (مؤرشفة)',
    category: 'product_info',
    status: 'archived',
    content: text`
      مستند مؤرشف. أُوقف بيع هذه الباقات في 31 ديسمبر 2025 وحلت محلها باقات الدفع الآجل لعام 2026، فلا تُعرض هذه الأسعار على العملاء. تاريخ السريان الأصلي: 1 فبراير 2023.

      باقات الدفع الآجل في قائمة أسعار 2023:
      - باقة سمارت 7 بسعر 7.500 د.ك شهرياً: 14 غيغابايت بيانات محلية و300 دقيقة محلية.
      - باقة سمارت 11 بسعر 11.500 د.ك شهرياً: 45 غيغابايت بيانات محلية و1,000 دقيقة محلية.
      - باقة سمارت 16 بسعر 16.500 د.ك شهرياً: 150 غيغابايت بيانات محلية ومكالمات محلية غير محدودة.
      - باقة إيليت 28 بسعر 28.000 د.ك شهرياً: بيانات غير محدودة و400 دقيقة دولية.

      كانت مدة الالتزام في هذه الباقات 18 شهراً، وكانت رسوم الإلغاء المبكر تعادل 75% من الرسوم الشهرية المتبقية.

      كان الاستخدام خارج الباقة يُحتسب بسعر 35 فلساً لكل ميغابايت دون حد أقصى، وكانت الدقيقة المحلية الإضافية بسعر 40 فلساً.

      العملاء الذين ما زالوا على هذه الباقات يحتفظون بها حتى انتهاء عقودهم أو تغيير باقاتهم، ويُحتفظ بهذا المستند للرجوع إليه عند معالجة الاعتراضات على فواتير تلك الفترة.
    `,
  },
];
