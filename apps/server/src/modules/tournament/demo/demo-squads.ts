// The demo cup's teams and their squads in batting order. Every surname is used once in the
// whole cup, so a scorecard's "c Menon b Kadam" names exactly one fielder and one bowler, and
// the seeded-scorecard test can tell which side each belongs to.

export interface DemoSquad {
  name: string;
  shortName: string;
  captain: string;
  /** Eleven players in batting order; the fifth keeps wicket. */
  players: readonly string[];
}

export const keeperIndex = 4;

export const demoSquads: readonly DemoSquad[] = [
  {
    name: 'Riverside Royals',
    shortName: 'RR',
    captain: 'Arjun Mehta',
    players: [
      'Dev Kulkarni',
      'Sameer Bhatt',
      'Arjun Mehta',
      'Karan Malhotra',
      'Ishaan Verma',
      'Nikhil Rao',
      'Pranav Desai',
      'Aditya Pillai',
      'Harsh Chauhan',
      'Manav Saxena',
      'Tejas Gokhale',
    ],
  },
  {
    name: 'Hilltop Hawks',
    shortName: 'HH',
    captain: 'Kabir Khan',
    players: [
      'Rahul Menon',
      'Omkar Patil',
      'Siddharth Bose',
      'Kabir Khan',
      'Farhan Qureshi',
      'Aman Tiwari',
      'Varun Kapoor',
      'Ritesh Yadav',
      'Jay Trivedi',
      'Mohit Sinha',
      'Zubin Irani',
    ],
  },
  {
    name: 'Lakeside Lions',
    shortName: 'LL',
    captain: 'Rohan Nair',
    players: [
      'Vikram Sethi',
      'Rohan Nair',
      'Anirudh Iyengar',
      'Kunal Ghosh',
      'Imran Sheikh',
      'Abhay Deshmukh',
      'Gaurav Pandey',
      'Shreyas Hegde',
      'Tanmay Bhosale',
      'Rishi Chawla',
      'Deepak Naidu',
    ],
  },
  {
    name: 'Old Town Titans',
    shortName: 'OTT',
    captain: 'Vivaan Das',
    players: [
      'Aarav Banerjee',
      'Kartik Shetty',
      'Yuvraj Gill',
      'Vivaan Das',
      'Parth Solanki',
      'Ayaan Mirza',
      'Rajat Thakur',
      'Sahil Arora',
      'Naveen Kamath',
      'Hardik Vyas',
      'Akash Mishra',
    ],
  },
  {
    name: 'Canal Street Chargers',
    shortName: 'CSC',
    captain: 'Neil Joshi',
    players: [
      'Jatin Bajaj',
      'Neil Joshi',
      'Dhruv Mathur',
      'Alok Dubey',
      'Sunil Fernandes',
      'Ravi Shankar',
      'Ajay Rathore',
      'Vishal Goyal',
      'Chirag Dave',
      'Lalit Bhandari',
      'Arnav Sood',
    ],
  },
  {
    name: 'Market Mavericks',
    shortName: 'MM',
    captain: 'Yash Reddy',
    players: [
      'Aniket Jadhav',
      'Rajesh Kohli',
      'Yash Reddy',
      'Nitin Agarwal',
      'Pankaj Rawat',
      'Soham Kadam',
      'Tushar Mane',
      'Mayank Dalal',
      'Ankit Bhardwaj',
      'Suresh Nambiar',
      'Vinay Chopra',
    ],
  },
];

/** How scorecards name a player: by surname. */
export const surnameOf = (player: string) => player.split(' ').at(-1)!;
