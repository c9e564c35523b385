"""Hungarian, Polish and French for the sentences of timestories (see :mod:`ui.lang`).

Terms: TU is "TU" in Hungarian and Polish (as the setup screen says it) and "UT" (Unités
Temporelles) in French; life points are ÉP, PŻ and PV; a run is a "futam", a "próba" and
a "run"; the Time Captain is the Időkapitány, the Kapitan Czasu and the Capitaine Temporel.
Hungarian keeps names, spaces and locations free of case endings ("a mezőn ({space})"). Polish
counts other than one are written as "tarcze ×3", which reads right for every number."""

SENTENCES: dict[str, tuple[str, str, str]] = {
    # the rules: words the sentences are made of
    "move": ("lépés", "ruch", "se déplacer"),
    "idle": ("várakozás", "czekanie", "ne rien faire"),
    "roll": ("dobás", "rzut", "lancer les dés"),
    "normal": ("normál", "zwykła", "normal"),
    "skull": ("halálfej", "czacha", "crâne"),
    "time": ("idő", "czas", "temps"),
    "heart": ("szív", "serce", "cœur"),
    "special": ("egyedi", "specj.", "spécial"),
    "no penalty": ("nincs", "bez kary", "sans effet"),
    "riposte +{n}": ("kontra +{n}", "riposta +{n}", "riposte +{n}"),
    "-{n} TU a roll": ("-{n}TU/dobás", "-{n} TU/rzut", "-{n} UT/jet"),
    "-{n} LP a roll": ("-{n}ÉP/dobás", "-{n} PŻ/rzut", "-{n} PV/jet"),
    "scenario": ("szcenárió", "scenariusz", "scénario"),
    "Move": ("Lépés", "Ruch", "Déplacement"),
    "Idle": ("Várakozás", "Czekanie", "Ne rien faire"),
    "Roll": ("Dobás", "Rzut", "Jet"),
    "Special roll": ("Különleges dobás", "Rzut specjalny", "Jet spécial"),
    "Damage": ("Sebzés", "Obrażenia", "Dégâts"),
    "Heal": ("Gyógyítás", "Leczenie", "Soin"),
    "Item": ("Tárgy", "Przedmiot", "Objet"),
    "Give": ("Átadás", "Przekazanie", "Donner"),
    "Use": ("Használat", "Użycie", "Utiliser"),
    "{n} hit": ("{n} találat", "{n} trafienie", "{n} réussite"),
    "{n} hits": ("{n} találat", "trafienia ×{n}", "{n} réussites"),
    "{n} skull": ("{n} halálfej", "{n} czaszka", "{n} crâne"),
    "{n} skulls": ("{n} halálfej", "czaszki ×{n}", "{n} crânes"),
    "{n} shield": ("{n} pajzs", "{n} tarcza", "{n} bouclier"),
    "{n} shields": ("{n} pajzs", "tarcze ×{n}", "{n} boucliers"),
    "{n} heart shield": ("{n} szívpajzs", "{n} tarcza serca", "{n} bouclier cœur"),
    "{n} heart shields": ("{n} szívpajzs", "tarcze serca ×{n}", "{n} boucliers cœur"),
    "{n} time shield": ("{n} időpajzs", "{n} tarcza czasu", "{n} bouclier temps"),
    "{n} time shields": ("{n} időpajzs", "tarcze czasu ×{n}", "{n} boucliers temps"),
    "{n} special shield": ("{n} egyedi pajzs", "{n} tarcza specjalna", "{n} bouclier spécial"),
    "{n} special shields": ("{n} egyedi pajzs", "tarcze specjalne ×{n}", "{n} boucliers spéciaux"),
    "{n} Agency-stamped item": ("{n} Ügynökség-logós tárgy", "{n} przedmiot z logo Agencji",
                                "{n} objet au logo de l'Agence"),
    "{n} Agency-stamped items": ("{n} Ügynökség-logós tárgy", "przedmioty z logo Agencji ×{n}",
                                 "{n} objets au logo de l'Agence"),
    "{n} {kind}": ("{n} {kind}", "{kind} ×{n}", "{kind} ×{n}"),
    "the team leaves {location}": ("a csapat távozik innen: {location}", "drużyna opuszcza {location}",
                                   "l'équipe quitte {location}"),
    "nobody faces it any more": ("már senki sem áll vele szemben", "nikt już się z nim nie mierzy",
                                 "plus personne ne l'affronte"),
    "{lost} ({left} left).": ("{lost} (maradt {left}).", "{lost} (zostało {left}).", "{lost} (reste {left})."),
    "{why}, {left} TU left.": ("{why}, maradt {left} TU.", "{why}, zostało {left} TU.", "{why}, reste {left} UT."),

    # the rules: setup and runs
    "Setup: each agent needs a different name.": (
        "Előkészítés: minden ügynöknek más név kell.", "Przygotowanie: każdy agent musi mieć inne imię.",
        "Mise en place : chaque agent doit avoir un nom différent."),
    "Setup: each agent needs a different seat (seats given: {seats}).": (
        "Előkészítés: minden ügynöknek más hely kell (megadott helyek: {seats}).",
        "Przygotowanie: każdy agent musi mieć inne miejsce (podane miejsca: {seats}).",
        "Mise en place : chaque agent doit avoir une place différente (places données : {seats})."),
    "Setup: the Time Captain '{captain}' is not one of the agents ({agents}).": (
        "Előkészítés: „{captain}” Időkapitány nincs az ügynökök között ({agents}).",
        "Przygotowanie: Kapitan Czasu '{captain}' nie jest jednym z agentów ({agents}).",
        "Mise en place : le Capitaine Temporel « {captain} » ne fait pas partie des agents ({agents})."),
    "Setup: {count} agents, {tu} TU, {captain} is Time Captain.": (
        "Előkészítés: {count} ügynök, {tu} TU, Időkapitány: {captain}.",
        "Przygotowanie: agenci: {count}, {tu} TU, Kapitan Czasu: {captain}.",
        "Mise en place : {count} agents, {tu} UT, {captain} est Capitaine Temporel."),
    "New run: the mission is already successful.": (
        "Új futam: a küldetés már sikerült.", "Nowa próba: misja już się powiodła.",
        "Nouveau run : la mission est déjà réussie."),
    "New run: the Time Captain '{captain}' is not one of the agents ({agents}).": (
        "Új futam: „{captain}” Időkapitány nincs az ügynökök között ({agents}).",
        "Nowa próba: Kapitan Czasu '{captain}' nie jest jednym z agentów ({agents}).",
        "Nouveau run : le Capitaine Temporel « {captain} » ne fait pas partie des agents ({agents})."),
    "New run {run}: everything is reset to {tu} TU except {kept}.": (
        "{run}. futam: minden visszaáll, {tu} TU, kivéve: {kept}.",
        "Próba {run}: wszystko wraca do {tu} TU poza: {kept}.",
        "Nouveau run {run} : tout revient à {tu} UT sauf {kept}."),
    "Receptacle: '{name}' is not one of the agents ({agents}).": (
        "Gazdatest: „{name}” nincs az ügynökök között ({agents}).",
        "Nosiciel: '{name}' nie jest jednym z agentów ({agents}).",
        "Réceptacle : « {name} » ne fait pas partie des agents ({agents})."),
    "Receptacle: receptacles are chosen at the base, before the run's first location.": (
        "Gazdatest: gazdatestet a bázison lehet választani, a futam első helyszíne előtt.",
        "Nosiciel: nosicieli wybiera się w bazie, przed pierwszą lokacją próby.",
        "Réceptacle : on choisit les réceptacles à la base, avant le premier lieu du run."),
    "Receptacle: {name} takes possession of {receptacle} ({lp} LP, resistance {resistance}).": (
        "Gazdatest: {name} megszállja ezt a gazdatestet: {receptacle} ({lp} ÉP, ellenállás {resistance}).",
        "Nosiciel: {name} przejmuje nosiciela {receptacle} ({lp} PŻ, odporność {resistance}).",
        "Réceptacle : {name} prend possession de {receptacle} ({lp} PV, résistance {resistance})."),
    "Mission successful: the game sent the team to the Mission Successful card in run {run} with {tu} TU left.": (
        "Sikeres küldetés: a játék a Sikeres küldetés kártyára küldte a csapatot ({run}. futam, maradt {tu} TU).",
        "Misja udana: gra wysłała drużynę do karty Misja udana w próbie {run}; zostało {tu} TU.",
        "Mission réussie : le jeu envoie l'équipe à la carte Mission réussie au run {run}, avec {tu} UT restantes."),
    "Mission failed: the scenario sends the team to the {card} card.": (
        "Küldetés kudarc: a szcenárió erre a kártyára küldi a csapatot: {card}.",
        "Misja nieudana: scenariusz wysyła drużynę do karty {card}.",
        "Mission échouée : le scénario envoie l'équipe à la carte {card}."),
    "Mission failed: all receptacles are dead, the run ends; read the Mission Failed (TU) card.": (
        "Küldetés kudarc: minden gazdatest meghalt, a futam véget ér; olvassátok fel a Küldetés kudarc (TU) kártyát.",
        "Misja nieudana: wszyscy nosiciele nie żyją, próba się kończy; przeczytaj kartę Misja nieudana (TU).",
        "Mission échouée : tous les réceptacles sont morts, le run s'arrête ; lisez la carte Mission échouée (UT)."),
    "Mission failed: the time marker reached 0; read the Mission Failed (TU) card.": (
        "Küldetés kudarc: az időjelző elérte a 0-t; olvassátok fel a Küldetés kudarc (TU) kártyát.",
        "Misja nieudana: znacznik czasu doszedł do 0; przeczytaj kartę Misja nieudana (TU).",
        "Mission échouée : le marqueur de temps a atteint 0 ; lisez la carte Mission échouée (UT)."),
    "The run is over (success); start a new run.": (
        "A futam véget ért (siker); kezdjetek új futamot.", "Próba zakończona (sukces); zacznij nową.",
        "Le run est terminé (réussite) ; commencez un nouveau run."),
    "The run is over (failed); start a new run.": (
        "A futam véget ért (kudarc); kezdjetek új futamot.", "Próba zakończona (porażka); zacznij nową.",
        "Le run est terminé (échec) ; commencez un nouveau run."),

    # the rules: locations
    "Enter: the team is at {location}; leave it first (roll the Time Captain die).": (
        "Belépés: a csapat itt van: {location}; előbb távozzatok (dobjatok az Időkapitány kockájával).",
        "Wejście: drużyna jest w lokacji {location}; najpierw ją opuść (rzuć kością Kapitana Czasu).",
        "Entrer : l'équipe est à {location} ; quittez d'abord ce lieu (lancez le dé du Capitaine Temporel)."),
    "Changing location: the team just left {location} and may not re-enter it immediately; "
    "choose a different location.": (
        "Helyszínváltás: a csapat most hagyta el ezt: {location}, nem térhet vissza azonnal; válasszatok másikat.",
        "Zmiana lokacji: drużyna właśnie opuściła {location} i nie może od razu wrócić; wybierz inną lokację.",
        "Changement de lieu : l'équipe vient de quitter {location} et ne peut pas y revenir aussitôt ; "
        "choisissez un autre lieu."),
    "Entering a location is free: the team is at {location} (a red location).": (
        "A belépés ingyenes: a csapat helyszíne: {location} (piros helyszín).",
        "Wejście do lokacji jest darmowe: drużyna jest w lokacji {location} (czerwona lokacja).",
        "Entrer dans un lieu est gratuit : l'équipe est à {location} (un lieu rouge)."),
    "Entering a location is free: the team is at {location}.": (
        "A belépés ingyenes: a csapat helyszíne: {location}.",
        "Wejście do lokacji jest darmowe: drużyna jest w lokacji {location}.",
        "Entrer dans un lieu est gratuit : l'équipe est à {location}."),
    "Leave: the team is not at a location.": (
        "Távozás: a csapat nincs helyszínen.", "Wyjście: drużyna nie jest w żadnej lokacji.",
        "Quitter : l'équipe n'est dans aucun lieu."),
    "Lock: {agents} cannot leave the card before its test is defeated.": (
        "Zár: a kártyát nem hagyhatja el, amíg a próbáját le nem győzik: {agents}.",
        "Kłódka: przed pokonaniem testu karty nie może opuścić: {agents}.",
        "Verrou : {agents} ne peut pas quitter la carte avant d'avoir vaincu son test."),
    "Changing location: Time Captain die {roll} +{extra} for leaving the red location {location} costs {cost} TU": (
        "Helyszínváltás: Időkapitány-kocka {roll}, +{extra} a piros helyszínért ({location}), összesen {cost} TU",
        "Zmiana lokacji: kość Kapitana Czasu {roll} +{extra} za czerwoną lokację {location} kosztuje {cost} TU",
        "Changement de lieu : dé du Capitaine Temporel {roll} +{extra} pour le lieu rouge {location}, coût {cost} UT"),
    "Changing location: Time Captain die {roll} costs {cost} TU": (
        "Helyszínváltás: Időkapitány-kocka {roll}, ez {cost} TU",
        "Zmiana lokacji: kość Kapitana Czasu {roll} kosztuje {cost} TU",
        "Changement de lieu : dé du Capitaine Temporel {roll}, coût {cost} UT"),
    "The team left {location}; the captaincy passes left to {captain}.": (
        "A csapat elhagyta a helyszínt ({location}); balra az új Időkapitány: {captain}.",
        "Drużyna opuściła {location}; rola kapitana przechodzi w lewo, do: {captain}.",
        "L'équipe a quitté {location} ; le rôle de Capitaine passe à gauche, à {captain}."),

    # the rules: action rounds
    "Enter a location before spending TU.": (
        "TU elköltése előtt lépjetek be egy helyszínre.", "Wejdź do lokacji przed wydaniem TU.",
        "Entrez dans un lieu avant de dépenser des UT."),
    "Entering a location: if one agent enters, all must; place {agents} on a space first.": (
        "Belépés: ha egy ügynök belép, mindenki belép; előbb tegyétek mezőre: {agents}.",
        "Wejście do lokacji: jeśli wchodzi jeden agent, wchodzą wszyscy; najpierw postaw na polu: {agents}.",
        "Entrer dans un lieu : si un agent entre, tous entrent ; placez d'abord {agents} sur un emplacement."),
    "Action round: the Time Captain spends 1 TU": (
        "Akciókör: az Időkapitány elkölt 1 TU-t", "Runda akcji: Kapitan Czasu wydaje 1 TU",
        "Tour d'action : le Capitaine Temporel dépense 1 UT"),
    "Action rounds: the Time Captain must spend 1 TU before {name} can {action}.": (
        "Akciókörök: {name} akciója ({action}) előtt az Időkapitánynak el kell költenie 1 TU-t.",
        "Rundy akcji: Kapitan Czasu musi wydać 1 TU, zanim {name} wykona akcję ({action}).",
        "Tours d'action : le Capitaine Temporel doit dépenser 1 UT avant que {name} puisse {action}."),
    "One action per TU: {name} already chose to {action} this TU.": (
        "Egy akció TU-nként: {name} már választott ebben a TU-ban ({action}).",
        "Jedna akcja na TU: {name} ma już w tej TU akcję ({action}).",
        "Une action par UT : {name} a déjà choisi de {action} pendant cette UT."),
    "Move: the team is not at a location; enter one first.": (
        "Lépés: a csapat nincs helyszínen; előbb lépjetek be egybe.",
        "Ruch: drużyna nie jest w lokacji; najpierw do jakiejś wejdź.",
        "Déplacement : l'équipe n'est dans aucun lieu ; entrez d'abord dans un lieu."),
    "Move: {name} is already on space {space}.": (
        "Lépés: {name} már ezen a mezőn áll: {space}.", "Ruch: {name} już stoi na polu {space}.",
        "Déplacement : {name} est déjà sur l'emplacement {space}."),
    "Lock: {name} cannot leave space {space} before its test is defeated.": (
        "Zár: {name} addig nem hagyhatja el a mezőt ({space}), amíg a próbáját le nem győzik.",
        "Kłódka: {name} nie może opuścić pola {space} przed pokonaniem jego testu.",
        "Verrou : {name} ne peut pas quitter l'emplacement {space} avant d'avoir vaincu son test."),
    "Sealed card: space {space} needs the state token '{token}', which the team does not have.": (
        "Lepecsételt kártya: a mezőhöz ({space}) ez az állapotjelző kell: „{token}”, és ez nincs a csapatnál.",
        "Zapieczętowana karta: pole {space} wymaga żetonu stanu '{token}', którego drużyna nie ma.",
        "Carte scellée : l'emplacement {space} demande le jeton d'état « {token} », que l'équipe n'a pas."),
    "Action for 1 TU: {name} moves from space {old} to space {space}.": (
        "Akció 1 TU-ért: {name} lépése: {old} mező → {space} mező.",
        "Akcja za 1 TU: {name} przechodzi z pola {old} na pole {space}.",
        "Action pour 1 UT : {name} passe de l'emplacement {old} à l'emplacement {space}."),
    "Entering a location is free: {name} places their pawn on space {space}.": (
        "A belépés ingyenes: {name} a mezőre ({space}) teszi a bábuját.",
        "Wejście do lokacji jest darmowe: {name} stawia pionek na polu {space}.",
        "Entrer dans un lieu est gratuit : {name} place son pion sur l'emplacement {space}."),
    "Return from the vortex: {name} must enter a space with another agent ({spaces}), not {space}.": (
        "Visszatérés az örvényből: {name} csak másik ügynök mezőjére léphet ({spaces}), erre nem: {space}.",
        "Powrót z wiru: {name} musi wejść na pole z innym agentem ({spaces}), nie {space}.",
        "Retour du vortex : {name} doit entrer sur un emplacement avec un autre agent ({spaces}), pas {space}."),
    "Return from the vortex: {name} enters space {space} for free.": (
        "Visszatérés az örvényből: {name} ingyen belép a mezőre ({space}).",
        "Powrót z wiru: {name} za darmo wchodzi na pole {space}.",
        "Retour du vortex : {name} entre gratuitement sur l'emplacement {space}."),
    "Doing nothing on a test with a skull shield: {name} loses 1 LP": (
        "Tétlenség halálfej-pajzsos próbán: {name} 1 ÉP-t veszít",
        "Bezczynność przy teście z tarczą czaszki: {name} traci 1 PŻ",
        "Ne rien faire face à un bouclier crâne : {name} perd 1 PV"),
    "Doing nothing on a test with a skull shield: {name} did not act that TU and loses 1 LP": (
        "Tétlenség halálfej-pajzsos próbán: {name} nem cselekedett abban a TU-ban, és 1 ÉP-t veszít",
        "Bezczynność przy teście z tarczą czaszki: {name} bez akcji w tej TU traci 1 PŻ",
        "Ne rien faire face à un bouclier crâne : {name} n'a pas agi pendant cette UT et perd 1 PV"),
    "Action for 1 TU: {name} does nothing.": (
        "Akció 1 TU-ért: {name} nem csinál semmit.", "Akcja za 1 TU: {name} nic nie robi.",
        "Action pour 1 UT : {name} ne fait rien."),

    # the rules: tests
    "Test: the team is not at a location.": (
        "Próba: a csapat nincs helyszínen.", "Test: drużyna nie jest w lokacji.",
        "Test : l'équipe n'est dans aucun lieu."),
    "Test: no agent stands on space {space}, so nobody can face its test.": (
        "Próba: a mezőn ({space}) nem áll ügynök, így senki sem nézhet szembe a próbájával.",
        "Test: na polu {space} nie stoi żaden agent, więc nikt nie może podjąć testu.",
        "Test : aucun agent n'est sur l'emplacement {space}, donc personne ne peut affronter son test."),
    "Test: space {space} already has a test in progress.": (
        "Próba: a mezőn ({space}) már folyik egy próba.", "Test: na polu {space} trwa już test.",
        "Test : l'emplacement {space} a déjà un test en cours."),
    "Test: the test on space {space} was completed this run; its card stays out of the game.": (
        "Próba: a mező ({space}) próbája ebben a futamban már teljesült; a kártyája kikerül a játékból.",
        "Test: test na polu {space} zaliczono w tej próbie; jego karta zostaje poza grą.",
        "Test : le test de l'emplacement {space} a été réussi pendant ce run ; sa carte reste hors du jeu."),
    "Test on space {space}: shields left to right {shields}, with a lock.": (
        "Próba a mezőn ({space}): pajzsok balról jobbra: {shields}, zárral.",
        "Test na polu {space}: tarcze od lewej do prawej: {shields}, z kłódką.",
        "Test sur l'emplacement {space} : boucliers de gauche à droite {shields}, avec un verrou."),
    "Test on space {space}: shields left to right {shields}.": (
        "Próba a mezőn ({space}): pajzsok balról jobbra: {shields}.",
        "Test na polu {space}: tarcze od lewej do prawej: {shields}.",
        "Test sur l'emplacement {space} : boucliers de gauche à droite {shields}."),
    "Roll: {name} is not on space {space}; only the agents on a test's space roll against it.": (
        "Dobás: {name} nem a mezőn ({space}) áll; a próba ellen csak a mezőjén állók dobhatnak.",
        "Rzut: {name} nie stoi na polu {space}; przeciw testowi rzucają tylko agenci z jego pola.",
        "Jet : {name} n'est pas sur l'emplacement {space} ; seuls les agents sur l'emplacement d'un test le tentent."),
    "Roll: there is no test on space {space}.": (
        "Dobás: a mezőn ({space}) nincs próba.", "Rzut: na polu {space} nie ma testu.",
        "Jet : il n'y a pas de test sur l'emplacement {space}."),
    "Roll: {name}'s receptacle has no {trait} dice for this test; {name} can only move or do nothing.": (
        "Dobás: {name} gazdatestének nincs {trait} kockája ehhez a próbához; csak léphet vagy várakozhat.",
        "Rzut: nosiciel {name} nie ma kości {trait} do tego testu; {name} może tylko się ruszyć lub czekać.",
        "Jet : le réceptacle de {name} n'a pas de dés {trait} pour ce test ; {name} peut seulement se déplacer "
        "ou ne rien faire."),
    "Hits remove shields from the left: {name} rolls {hits} on space {space}, {removed} removed, {left} left.": (
        "A találatok balról vesznek le pajzsot: {name} dobása a mezőn ({space}) {hits}, levéve {removed}, "
        "maradt {left}.",
        "Trafienia zdejmują tarcze od lewej: {name} na polu {space} — {hits}; zdjęte: {removed}, zostało {left}.",
        "Les réussites retirent les boucliers par la gauche : {name} obtient {hits} sur l'emplacement {space}, "
        "{removed} en moins, reste {left}."),
    "Test completed: {name} eliminates the last shield on space {space}.": (
        "Próba teljesítve: {name} leveszi az utolsó pajzsot a mezőről ({space}).",
        "Test zaliczony: {name} usuwa ostatnią tarczę na polu {space}.",
        "Test réussi : {name} élimine le dernier bouclier de l'emplacement {space}."),
    "Riposte: {skulls} against resistance {resistance}, {name} loses 1 LP": (
        "Kontra: {skulls}, ellenállás {resistance}: {name} 1 ÉP-t veszít",
        "Riposta: {skulls} przeciw odporności {resistance}, {name} traci 1 PŻ",
        "Riposte : {skulls} contre une résistance de {resistance}, {name} perd 1 PV"),
    "Riposte: {skulls} against resistance {resistance}, {name} brushes it off.": (
        "Kontra: {skulls}, ellenállás {resistance}: {name} kivédi.",
        "Riposta: {skulls} przeciw odporności {resistance}, {name} ją odpiera.",
        "Riposte : {skulls} contre une résistance de {resistance}, {name} l'encaisse sans mal."),
    "Automatic penalty: {shields} left, {name} loses {n} LP": (
        "Automatikus büntetés: maradt {shields}, {name} {n} ÉP-t veszít",
        "Automatyczna kara ({shields}): {name} traci {n} PŻ",
        "Pénalité automatique, encore {shields} : {name} perd {n} PV"),
    "Automatic penalty: {shields} left, the party loses {n} TU": (
        "Automatikus büntetés: maradt {shields}, a csapat {n} TU-t veszít",
        "Automatyczna kara ({shields}): drużyna traci {n} TU",
        "Pénalité automatique, encore {shields} : l'équipe perd {n} UT"),
    "Automatic penalty: {shields} left on space {space}; apply the scenario's special effect.": (
        "Automatikus büntetés: a mezőn ({space}) maradt {shields}; alkalmazzátok a szcenárió egyedi hatását.",
        "Automatyczna kara ({shields} na polu {space}): zastosuj specjalny efekt scenariusza.",
        "Pénalité automatique, encore {shields} sur l'emplacement {space} : appliquez l'effet spécial du scénario."),
    "Test reset: {why}, so the test on space {space} starts over next time.": (
        "Próba visszaállítva: {why}, így a mező ({space}) próbája legközelebb elölről kezdődik.",
        "Reset testu: {why}, więc test na polu {space} zacznie się od nowa.",
        "Test réinitialisé : {why}, donc le test de l'emplacement {space} reprendra à zéro."),
    "Special roll, no TU: {name} rolls {hits} and {skulls} ({note}); the location's card says what follows.": (
        "Különleges dobás, TU nélkül: {name} dobása {hits} és {skulls} ({note}); a helyszín kártyája mondja meg, "
        "mi következik.",
        "Rzut specjalny, bez TU: {name} — {hits} i {skulls} ({note}); co dalej, mówi karta lokacji.",
        "Jet spécial, sans UT : {name} obtient {hits} et {skulls} ({note}) ; la carte du lieu dit la suite."),
    "Special roll, no TU: {name} rolls {hits} and {skulls}; the location's card says what follows.": (
        "Különleges dobás, TU nélkül: {name} dobása {hits} és {skulls}; a helyszín kártyája mondja meg, "
        "mi következik.",
        "Rzut specjalny, bez TU: {name} — {hits} i {skulls}; co dalej, mówi karta lokacji.",
        "Jet spécial, sans UT : {name} obtient {hits} et {skulls} ; la carte du lieu dit la suite."),

    # the rules: life points, death and return
    "Card effect: {name} loses {n} LP": (
        "Kártyahatás: {name} {n} ÉP-t veszít", "Efekt karty: {name} traci {n} PŻ",
        "Effet de carte : {name} perd {n} PV"),
    "Life points never exceed the receptacle's maximum: {name} gains {gained} LP (capped at the receptacle's "
    "maximum {most}), now {lp}.": (
        "Az ÉP nem lépheti túl a gazdatest maximumát: {name} {gained} ÉP-t kap (a maximum {most}), most {lp}.",
        "PŻ nie przekraczają maksimum nosiciela: {name} zyskuje {gained} PŻ (limit nosiciela {most}), teraz {lp}.",
        "Les PV ne dépassent jamais le maximum du réceptacle : {name} gagne {gained} PV (plafond {most}), "
        "désormais {lp}."),
    "Life points never exceed the receptacle's maximum: {name} gains {gained} LP, now {lp}.": (
        "Az ÉP nem lépheti túl a gazdatest maximumát: {name} {gained} ÉP-t kap, most {lp}.",
        "PŻ nie przekraczają maksimum nosiciela: {name} zyskuje {gained} PŻ, teraz {lp}.",
        "Les PV ne dépassent jamais le maximum du réceptacle : {name} gagne {gained} PV, désormais {lp}."),
    "Death of a receptacle: {name} lost their last LP; {name} returns when the time marker reaches {returns} TU.": (
        "A gazdatest meghal: {name} elvesztette utolsó ÉP-jét; {name} visszatér, ha az időjelző {returns} TU-hoz ér.",
        "Śmierć nosiciela: {name} traci ostatni PŻ; {name} wróci, gdy znacznik czasu dojdzie do {returns} TU.",
        "Mort d'un réceptacle : {name} a perdu son dernier PV ; {name} revient quand le marqueur atteint "
        "{returns} UT."),
    "Death of a receptacle: {name} lost their last LP; with {tu} TU left (7 or fewer), {name} cannot return "
    "this run.": (
        "A gazdatest meghal: {name} elvesztette utolsó ÉP-jét; {tu} TU maradt (7 vagy kevesebb), így {name} "
        "ebben a futamban nem tér vissza.",
        "Śmierć nosiciela: {name} traci ostatni PŻ; przy {tu} TU (7 lub mniej) {name} nie wróci w tej próbie.",
        "Mort d'un réceptacle : {name} a perdu son dernier PV ; avec {tu} UT restantes (7 ou moins), {name} "
        "ne revient pas de ce run."),
    "Return from the vortex: the time marker reached {name}'s pawn; {name} is back with all {lp} LP and enters "
    "a space with another agent for free.": (
        "Visszatérés az örvényből: az időjelző elérte {name} bábuját; {name} teljes ÉP-vel ({lp}) visszatér, "
        "és ingyen belép egy másik ügynök mezőjére.",
        "Powrót z wiru: znacznik czasu dotarł do pionka {name}; {name} wraca z pełnymi {lp} PŻ i za darmo wchodzi "
        "na pole innego agenta.",
        "Retour du vortex : le marqueur a atteint le pion de {name} ; {name} revient avec ses {lp} PV et rejoint "
        "gratuitement un autre agent."),
    "{what}: '{name}' is not one of the agents ({agents}).": (
        "{what}: „{name}” nincs az ügynökök között ({agents}).",
        "{what}: '{name}' nie jest jednym z agentów ({agents}).",
        "{what} : « {name} » ne fait pas partie des agents ({agents})."),
    "{what}: {name} is dead, in the inter-temporal vortex until {back} TU.": (
        "{what}: {name} halott, az időörvényben van {back} TU-ig.",
        "{what}: {name} nie żyje, jest w wirze międzyczasowym do {back} TU.",
        "{what} : {name} est mort, dans le vortex intertemporel jusqu'à {back} UT."),
    "{what}: {name} is dead, in the inter-temporal vortex for the rest of this run.": (
        "{what}: {name} halott, az időörvényben marad a futam végéig.",
        "{what}: {name} nie żyje, jest w wirze międzyczasowym do końca próby.",
        "{what} : {name} est mort, dans le vortex intertemporel jusqu'à la fin du run."),

    # the rules: items and state tokens
    "Item {item}: {holder} already holds it.": (
        "Tárgy ({item}): már {holder} birtokolja.", "Przedmiot {item}: ma go już {holder}.",
        "Objet {item} : {holder} l'a déjà."),
    "Item {item}: {name} takes it. It bears the Agency logo and stays with the receptacle in later runs.": (
        "Tárgy ({item}): {name} elveszi. Ügynökség-logós, így a gazdatestnél marad a későbbi futamokban is.",
        "Przedmiot {item}: {name} go bierze. Ma logo Agencji i zostaje u nosiciela w kolejnych próbach.",
        "Objet {item} : {name} le prend. Il porte le logo de l'Agence et reste au réceptacle aux runs suivants."),
    "Item {item}: {name} takes it.": (
        "Tárgy ({item}): {name} elveszi.", "Przedmiot {item}: {name} go bierze.", "Objet {item} : {name} le prend."),
    "Give: '{name}' is not one of the agents ({agents}).": (
        "Átadás: „{name}” nincs az ügynökök között ({agents}).",
        "Przekazanie: '{name}' nie jest jednym z agentów ({agents}).",
        "Donner : « {name} » ne fait pas partie des agents ({agents})."),
    "Give: {giver} does not hold item {item}.": (
        "Átadás: {giver} nem birtokolja ezt a tárgyat: {item}.", "Przekazanie: {giver} nie ma przedmiotu {item}.",
        "Donner : {giver} n'a pas l'objet {item}."),
    "Give: {giver} already holds item {item}.": (
        "Átadás: a tárgy ({item}) már {giver} birtokában van.", "Przekazanie: {giver} już ma przedmiot {item}.",
        "Donner : {giver} a déjà l'objet {item}."),
    "Giving an item: {giver} and {taker} must be on the same space or both off the board.": (
        "Tárgy átadása: {giver} és {taker} egy mezőn álljon, vagy mindkettő a táblán kívül.",
        "Przekazanie przedmiotu: {giver} i {taker} muszą stać na jednym polu albo oboje poza planszą.",
        "Donner un objet : {giver} et {taker} doivent être sur le même emplacement ou tous deux hors du plateau."),
    "Giving an item: {giver} hands item {item} to {taker}.": (
        "Tárgy átadása: {giver} átadja a tárgyat ({item}), megkapja: {taker}.",
        "Przekazanie przedmiotu: {giver} daje przedmiot {item} agentowi {taker}.",
        "Donner un objet : {giver} donne l'objet {item} à {taker}."),
    "Giving an item: {giver} hands item {item} to {taker} from the vortex, where its owner's possessions are "
    "the team's.": (
        "Tárgy átadása az örvényből, ahol a tulajdonos holmija a csapaté: {giver} tárgyát ({item}) megkapja {taker}.",
        "Przekazanie przedmiotu z wiru, gdzie rzeczy właściciela należą do drużyny: {giver} daje {item} "
        "agentowi {taker}.",
        "Donner un objet : {giver} donne l'objet {item} à {taker} depuis le vortex, où ses possessions sont à "
        "l'équipe."),
    "Use: nobody holds item {item}.": (
        "Használat: senkinél sincs a tárgy ({item}).", "Użycie: nikt nie ma przedmiotu {item}.",
        "Utiliser : personne n'a l'objet {item}."),
    "Use: item {item} belongs to {holder}; give it to {name} first.": (
        "Használat: a tárgy ({item}) tulajdonosa {holder}; előbb add át neki: {name}.",
        "Użycie: właściciel przedmiotu {item} to {holder}; najpierw przekaż go agentowi {name}.",
        "Utiliser : l'objet {item} appartient à {holder} ; donnez-le d'abord à {name}."),
    "Items: item {item} was already used by {user} this TU; two receptacles cannot use one item in the same TU.": (
        "Tárgyak: a tárgyat ({item}) ebben a TU-ban már használta {user}; két gazdatest nem használhat egy tárgyat "
        "ugyanabban a TU-ban.",
        "Przedmioty: przedmiotu {item} użył już w tej TU agent {user}; dwóch nosicieli nie użyje jednego "
        "przedmiotu w tej samej TU.",
        "Objets : l'objet {item} a déjà servi à {user} pendant cette UT ; deux réceptacles ne peuvent pas "
        "utiliser un objet pendant la même UT."),
    "Items: {name} uses item {item} and discards it.": (
        "Tárgyak: {name} használja a tárgyat ({item}), majd eldobja.",
        "Przedmioty: {name} używa przedmiotu {item} i go odrzuca.",
        "Objets : {name} utilise l'objet {item} et le défausse."),
    "Items: {name} uses item {item}.": (
        "Tárgyak: {name} használja a tárgyat ({item}).", "Przedmioty: {name} używa przedmiotu {item}.",
        "Objets : {name} utilise l'objet {item}."),
    "State token: the team already has '{token}'.": (
        "Állapotjelző: a csapatnak már megvan: „{token}”.", "Żeton stanu: drużyna ma już '{token}'.",
        "Jeton d'état : l'équipe a déjà « {token} »."),
    "State token: the team gains '{token}'; it serves everyone and is kept after use.": (
        "Állapotjelző: a csapat megkapja: „{token}”; mindenkinek szolgál, és használat után is megmarad.",
        "Żeton stanu: drużyna zdobywa '{token}'; służy wszystkim i zostaje po użyciu.",
        "Jeton d'état : l'équipe gagne « {token} » ; il sert à tous et se garde après usage."),

    # the table: buttons and notices
    "New run": ("Új futam", "Nowa próba", "Nouveau run"),
    "Spend 1 TU": ("1 TU elköltése", "Wydaj 1 TU", "Dépenser 1 UT"),
    "Idle: {name}": ("Vár: {name}", "Czeka: {name}", "Passe : {name}"),
    "To go to {location}, first leave {here}: roll the Time Captain die.": (
        "Új helyszín ({location}) előtt el kell hagyni ezt: {here}; dobjatok az Időkapitány kockájával.",
        "Aby przejść do {location}, najpierw opuść {here}: rzuć kością Kapitana Czasu.",
        "Pour aller à {location}, quittez d'abord {here} : lancez le dé du Capitaine Temporel."),
    "{card}: put it on the reader of the agent it is for.": (
        "{card}: tedd annak az ügynöknek az olvasójára, akinek szól.",
        "{card}: połóż ją na czytniku agenta, dla którego jest.",
        "{card} : posez-la sur le lecteur de l'agent concerné."),
    "{card} is a {kind} card, which T.I.M.E Stories does not use.": (
        "{card}: {kind} típusú kártya, ezt a T.I.M.E Stories nem használja.",
        "{card} to karta typu {kind}, której T.I.M.E Stories nie używa.",
        "{card} est une carte {kind}, que T.I.M.E Stories n'utilise pas."),
    "Nobody is waiting to act: spend 1 TU first.": (
        "Senki sem vár akcióra: előbb költsetek el 1 TU-t.", "Nikt nie czeka na akcję: najpierw wydaj 1 TU.",
        "Personne n'attend pour agir : dépensez d'abord 1 UT."),
    "A die was read, but the team is not at a location; scan a location card first.": (
        "Kockadobás érkezett, de a csapat nincs helyszínen; előbb olvass be egy helyszínkártyát.",
        "Odczytano kość, ale drużyna nie jest w lokacji; najpierw zeskanuj kartę lokacji.",
        "Un dé a été lu, mais l'équipe n'est dans aucun lieu ; scannez d'abord une carte de lieu."),
    "The Time Captain die shows 1 to 3 TU; the camera read {faces}. Roll again or type the value.": (
        "Az Időkapitány kockája 1–3 TU-t mutat; a kamera ezt olvasta: {faces}. Dobj újra, vagy írd be az értéket.",
        "Kość Kapitana Czasu pokazuje od 1 do 3 TU; kamera odczytała: {faces}. Rzuć ponownie lub wpisz wartość.",
        "Le dé du Capitaine Temporel indique 1 à 3 UT ; la caméra a lu {faces}. Relancez ou saisissez la valeur."),
    "Action dice were read, but nobody is waiting to act: spend 1 TU first.": (
        "Akciókocka-dobás érkezett, de senki sem vár akcióra: előbb költsetek el 1 TU-t.",
        "Odczytano kości akcji, ale nikt nie czeka na akcję: najpierw wydaj 1 TU.",
        "Des dés d'action ont été lus, mais personne n'attend pour agir : dépensez d'abord 1 UT."),
    "{name} is next to act but faces no test on space {space}: move or idle first.": (
        "{name} következik, de a mezőjén ({space}) nincs próba: előbb lépjen vagy várakozzon.",
        "Kolej na {name}, ale na polu {space} nie ma testu: najpierw ruch lub czekanie.",
        "C'est à {name} d'agir, mais l'emplacement {space} n'a pas de test : déplacez-vous ou passez d'abord."),
    "{name} rolls {quota} {trait} dice, but the camera read {read}; roll again.": (
        "{name} {quota} {trait} kockával dob, de a kamera {read} kockát olvasott; dobj újra.",
        "{name} rzuca kośćmi {trait} ({quota}), ale kamera odczytała {read}; rzuć ponownie.",
        "{name} lance {quota} dés {trait}, mais la caméra en a lu {read} ; relancez."),
    "'{face}' is not a face of the action dice; roll again.": (
        "„{face}” nem az akciókocka lapja; dobj újra.", "'{face}' to nie ścianka kości akcji; rzuć ponownie.",
        "« {face} » n'est pas une face des dés d'action ; relancez."),

    # the view
    "Temporal Units": ("Időegységek", "Jednostki Czasu", "Unités Temporelles"),
    "Run {run}": ("{run}. futam", "Próba {run}", "Run {run}"),
    "Run {run}: failed": ("{run}. futam: kudarc", "Próba {run}: porażka", "Run {run} : échec"),
    "Run {run}: success": ("{run}. futam: siker", "Próba {run}: sukces", "Run {run} : réussite"),
    "{tu} TU": ("{tu} TU", "{tu} TU", "{tu} UT"),
    "{location}  [RED: +2 TU to leave]": ("{location}  [PIROS: távozás +2 TU]",
                                          "{location}  [CZERWONA: wyjście +2 TU]",
                                          "{location}  [ROUGE : partir +2 UT]"),
    "At the base": ("A bázison", "W bazie", "À la base"),
    "Between locations": ("Helyszínek között", "Między lokacjami", "Entre deux lieux"),
    "Time Captain: {name}": ("Időkapitány: {name}", "Kapitan Czasu: {name}", "Capitaine : {name}"),
    "Tokens {n}": ("Jelzők: {n}", "Żetony: {n}", "Jetons : {n}"),
    "No test in progress": ("Nincs folyamatban próba", "Brak trwającego testu", "Aucun test en cours"),
    "State tokens: {tokens}": ("Állapotjelzők: {tokens}", "Żetony stanu: {tokens}", "Jetons d'état : {tokens}"),
    "Test on {space} ({trait})": ("Próba: {space} ({trait})", "Test: pole {space} ({trait})",
                                  "Test sur {space} ({trait})"),
    "Test on {space}": ("Próba: {space}", "Test: pole {space}", "Test sur {space}"),
    "{test}  +{more} more": ("{test}  +{more} további", "{test}  i jeszcze {more}", "{test}  et {more} de plus"),
    "LOCKED": ("ZÁR", "KŁÓDKA", "VERROU"),
    "{name} on {space}": ("{name}: {space}", "{name} na {space}", "{name} sur {space}"),
    "dead: back at {back} TU": ("halott: vissza {back} TU-nál", "w wirze do {back} TU",
                                "mort : retour à {back} UT"),
    "dead for this run": ("halott a futam végéig", "w wirze do końca próby", "mort pour ce run"),
    # spoken after TU are spent
    "{n} TU left": ("{n} TU maradt", "Zostało {n} TU", "Il reste {n} UT"),
}
