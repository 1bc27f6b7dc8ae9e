// The real cards of the starter data, by family. Each name must exist in the Scryfall 2019 file
// (the build script fails loudly otherwise); cards printed after 2019 are in hand-authored.ts.
// A card may serve several families; it is listed once, under the family it shows best.

export const STARTER_FAMILIES: Record<string, readonly string[]> = {
  'basic lands': [
    'Plains', 'Island', 'Swamp', 'Mountain', 'Forest',
    'Snow-Covered Plains', 'Snow-Covered Island', 'Snow-Covered Swamp', 'Snow-Covered Mountain', 'Snow-Covered Forest',
    'Wastes',
  ],
  'cycling lands (Urza, Onslaught, Amonkhet, Hour of Devastation)': [
    'Drifting Meadow', 'Remote Isle', 'Polluted Mire', 'Smoldering Crater', 'Slippery Karst', 'Blasted Landscape',
    'Secluded Steppe', 'Lonely Sandbar', 'Barren Moor', 'Forgotten Cave', 'Tranquil Thicket',
    'Irrigated Farmland', 'Fetid Pools', 'Canyon Slough', 'Sheltered Thicket', 'Scattered Groves',
    'Desert of the True', 'Desert of the Mindful', 'Desert of the Glorified', 'Desert of the Fervent', 'Desert of the Indomitable',
  ],
  'other lands for the decks and for typecycling to find': ['Seat of the Synod', 'Vault of Whispers', 'Ash Barrens'],
  'plain cycling': [
    'Akroma\'s Blessing', 'Akroma\'s Vengeance', 'Renewed Faith', 'Solar Blast', 'Slice and Dice', 'Starstorm', 'Spark Spray',
    'Sunfire Balm', 'Gilded Light', 'Wipe Clean', 'Barkhide Mauler', 'Keeneye Aven', 'Macetail Hystrodon', 'Slipstream Eel',
    'Mage\'s Guile', 'Lay Waste', 'Break Asunder', 'Claws of Wirewood', 'Scion of Darkness', 'Hundroog', 'Undead Gladiator',
    'Miscalculation', 'Rescind', 'Unearth', 'Lull', 'Wild Dogs', 'Cloud of Faeries', 'Disciple of Law', 'Expunge', 'Swat',
    'Rebuild', 'Radiant\'s Judgment', 'Censor', 'Cast Out', 'Hieroglyphic Illumination', 'Sweltering Suns',
    'Forsake the Worldly', 'Djeru\'s Resolve', 'Countervailing Winds', 'Imaginary Threats', 'Razaketh\'s Rite',
    'Wasteland Scorpion', 'Striped Riverwinder', 'River Serpent', 'Greater Sandwurm', 'Floodwaters', 'Rampaging Hippo',
    'Granitic Titan', 'Angel of the God-Pharaoh', 'Desert Cerodon', 'Horror of the Broken Lands', 'Curator of Mysteries',
    'Hollow One', 'Vile Manifestation', 'Jungle Weaver', 'Yoked Plowbeast', 'Viscera Dragger', 'Ridge Rannet', 'Spell Snip',
    'Angelsong', 'Molten Frame', 'Constricting Tendrils', 'Marshaling Cry', 'Ichor Slick', 'Viashino Sandsprinter',
    'Thornado', 'Tectonic Reformation', 'Lurching Rotbeast', 'Moaning Wall',
  ],
  'non-mana cycling costs': ['Street Wraith', 'Edge of Autumn'],
  'hybrid cycling costs (Alara Reborn)': [
    'Architects of Will', 'Deadshot Minotaur', 'Glassdust Hulk', 'Monstrous Carabid', 'Sigil of the Nayan Gods',
  ],
  'basic landtype-cycling': [
    'Eternal Dragon', 'Noble Templar', 'Shoreline Ranger', 'Twisted Abomination', 'Chartooth Cougar', 'Elvish Aberration',
    'Wirewood Guardian',
  ],
  'two typecyclings (Alara Reborn)': ['Sanctum Plowbeast', 'Jhessian Zombies', 'Igneous Pouncer', 'Valley Rannet', 'Pale Recluse'],
  'basic landcycling': [
    'Absorb Vis', 'Fiery Fall', 'Gleam of Resistance', 'Sylvan Bounty', 'Traumatic Visions', 'Ancient Excavation',
    'Grave Upheaval', 'Migratory Route', 'Sylvan Reclamation', 'Treacherous Terrain',
  ],
  'slivercycling and wizardcycling': ['Homing Sliver', 'Vedalken Aethermage'],
  '"when you cycle"': [
    'Krosan Tusker', 'Decree of Justice', 'Decree of Pain', 'Decree of Savagery', 'Decree of Silence', 'Decree of Annihilation',
    'Gempalm Avenger', 'Gempalm Incinerator', 'Gempalm Polluter', 'Gempalm Sorcerer', 'Gempalm Strider', 'Complicate',
    'Choking Tethers', 'Death Pulse', 'Dirge of Dread', 'Primal Boost', 'Resounding Roar', 'Resounding Scream',
    'Resounding Silence', 'Resounding Thunder', 'Resounding Wave', 'Bant Sojourners', 'Esper Sojourners', 'Grixis Sojourners',
    'Jund Sojourners', 'Naya Sojourners', 'Vizier of Tumbling Sands', 'Nimble Obstructionist', 'Stir the Sands',
    'Shefet Monitor', 'Deem Worthy', 'Quakefoot Cyclops', 'Windcaller Aven', 'Astral Drift',
  ],
  '"whenever you cycle or discard"': [
    'Drake Haven', 'Archfiend of Ifnir', 'Shadowstorm Vizier', 'Hekma Sentinels', 'Flameblade Adept', 'Faith of the Devoted',
    'Ruthless Sniper', 'Cunning Survivor', 'Grisly Survivor', 'Pitiless Vizier', 'Zenith Seeker', 'Ominous Sphinx',
    'Shadow of the Grave',
  ],
  '"whenever a player cycles"': [
    'Lightning Rift', 'Astral Slide', 'Stoic Champion', 'Fleeting Aven', 'Invigorating Boon', 'Warped Researcher', 'Withering Hex',
  ],
  'cards that change, grant or forbid cycling': [
    'Fluctuator', 'New Perspectives', 'Stabilizer', 'Abandoned Sarcophagus', 'Sacred Excavation',
  ],
  'cards cycling decks meet (issue 25): casting from the library, "no abilities", graveyard hate': [
    'Bolas\'s Citadel', 'Muraganda Petroglyphs', 'Rest in Peace',
  ],
  'Stifle-like': ['Stifle', 'Trickbind', 'Disallow', 'Voidslime', 'Squelch', 'Tale\'s End'],
  'aura swap and Auras': [
    'Arcanum Wings', 'Pacifism', 'Rancor', 'Claustrophobia', 'Wild Growth', 'Utopia Sprawl', 'Fertile Ground', 'Spreading Algae',
    'Psychic Venom', 'Animate Artifact', 'Relic Bind', 'Spirit Loop', 'Cartouche of Solidarity', 'Cartouche of Knowledge',
    'Cartouche of Ambition', 'Cartouche of Zeal', 'Cartouche of Strength', 'Confiscate', 'Faith\'s Fetters', 'Holy Strength',
    'Eel Umbra', 'Hyena Umbra', 'Spectral Flight', 'Elephant Guide', 'Daybreak Coronet', 'Curious Obsession', 'Narcolepsy',
    'Dragon Wings', 'Improvised Armor', 'Lay Claim', 'Savage Hunger', 'Power Taint', 'Sicken', 'Lingering Mirage',
    'Kor Spiritdancer',
  ],
};

export function starterNames(): string[] {
  return Object.values(STARTER_FAMILIES).flat();
}
