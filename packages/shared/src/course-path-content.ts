import type { PathItem } from './course-paths';

/**
 * The learning path of each sample course, keyed by course slug, in teaching order. This is content: editing it
 * needs no migration (a challenge stores only '{course}/{item}'), but renaming an item’s slug orphans the
 * challenges and published explanations made from it, so change titles and prompts freely and slugs never.
 * Each item’s topic is one of its course’s topics and its level one of its course’s levels, so a challenge asked
 * from it shows on the course page (courses.test.ts checks both, and the promised count of each path).
 */
export const COURSE_PATHS: Readonly<Record<string, readonly PathItem[]>> = {
  'intro-to-python': [
    {
      slug: 'what-a-program-is',
      title: 'Explain what happens when Python runs a program',
      prompt:
        'Explain how Python reads a program from top to bottom and carries out one line at a time. Use a three-line program that prints a greeting, stores a name and prints it again as your example. Address the belief that the computer “understands” what you meant: it does exactly what each line says, in order.',
      level: 'Beginner',
      topic: 'Python',
      keyIdeas: [
        'Python runs the lines of a program in order, one after another.',
        'Each line is an exact instruction; Python does what it says, not what you meant.',
        'An error stops the program at the line where it happens.',
      ],
    },
    {
      slug: 'variables',
      title: 'Explain what a variable is',
      prompt:
        'Explain what a variable is and what the = sign does in a line like score = 10. Use an example where a variable is changed, such as score = score + 5, and say what its value is afterwards. Address the misconception that = means “is equal to” as it does in maths.',
      level: 'Beginner',
      topic: 'Variables',
      keyIdeas: [
        'A variable is a name that refers to a value stored in memory.',
        'The = sign assigns: it works out the right side, then gives that value to the name on the left.',
        'A variable can be given a new value later, and the old one is replaced.',
      ],
    },
    {
      slug: 'data-types',
      title: 'Explain why Python won’t add a number to a piece of text',
      prompt:
        'Explain what a data type is, using whole numbers (int), decimals (float), text (str) and True/False (bool). Use the example of adding the text 5 to the number 5, say why Python raises a TypeError, and show how int() or str() fixes it. Point out that input() always gives back text, even when the user types digits.',
      level: 'Beginner',
      topic: 'Variables',
      keyIdeas: [
        'Every value has a type, and the type decides which operations make sense on it.',
        'Python does not guess: text and numbers must be converted with int(), float() or str() before mixing.',
        'input() always returns text, so a typed number must be converted before doing maths with it.',
      ],
    },
    {
      slug: 'if-statements',
      title: 'Explain how an if, elif and else statement picks what to run',
      prompt:
        'Explain how Python decides which block of an if, elif, else statement to run. Use a program that turns a test score into a grade as your example, and show why the order of the conditions matters. Explain what the indentation under each line does.',
      level: 'Beginner',
      topic: 'Python',
      keyIdeas: [
        'Python checks the conditions from top to bottom and runs only the first block whose condition is True.',
        'else runs only when no condition above it was True.',
        'Indentation marks which lines belong to each block.',
      ],
    },
    {
      slug: 'for-loops',
      title: 'Explain how a for loop repeats code for each item in a list',
      prompt:
        'Explain what a for loop does, step by step, using a loop that adds up a list of prices. Describe what the loop variable holds on each pass. Address the mix-up about range(5): it counts 0, 1, 2, 3, 4 and never reaches 5.',
      level: 'Beginner',
      topic: 'Loops',
      keyIdeas: [
        'A for loop runs its body once for each item, with the loop variable set to that item.',
        'A running total must be created before the loop and updated inside it.',
        'range(n) gives the numbers 0 up to n minus 1, so it repeats exactly n times.',
      ],
    },
    {
      slug: 'while-loops',
      title: 'Explain when to use a while loop instead of a for loop',
      prompt:
        'Explain how a while loop keeps running as long as its condition is True. Use an example that keeps asking for a password until the right one is typed, and compare it with a for loop over a list. Show how a loop becomes infinite when nothing inside it ever makes the condition False.',
      level: 'Beginner',
      topic: 'Loops',
      keyIdeas: [
        'A while loop checks its condition before every pass and stops once it is False.',
        'Use while when you cannot know in advance how many times to repeat; use for to go through a known collection.',
        'Something inside the loop must change the condition, or the loop never ends.',
      ],
    },
    {
      slug: 'functions',
      title: 'Explain what a function is and why programmers write them',
      prompt:
        'Explain what a function is, using a function def area(width, height) that works out the area of a rectangle. Describe the difference between the parameters in the def line and the arguments passed when the function is called. Say why writing a function once beats copying the same lines in several places.',
      level: 'Beginner',
      topic: 'Functions',
      keyIdeas: [
        'A function is a named block of code that runs only when it is called.',
        'Parameters are the names in the definition; arguments are the values given to them in each call.',
        'Functions let you write a task once, reuse it and fix it in one place.',
      ],
    },
    {
      slug: 'return-vs-print',
      title: 'Explain the difference between return and print in a function',
      prompt:
        'Explain what return does and how it differs from print. Use a function that doubles a number: show what happens when its result is stored in a variable, once with return and once with only print. Address why the second version gives None.',
      level: 'Beginner',
      topic: 'Functions',
      keyIdeas: [
        'print shows a value on the screen; return hands a value back to the code that called the function.',
        'A function without a return statement gives back None.',
        'return also ends the function at once, so lines after it do not run.',
      ],
    },
  ],

  'algebra-foundations': [
    {
      slug: 'variables-and-expressions',
      title: 'Explain what a letter stands for in algebra',
      prompt:
        'Explain what a variable such as x means in an expression like 3x + 2. Use a real situation, such as the cost of x tickets at 3 dollars each plus a 2 dollar fee, and work out the value when x is 4. Address the belief that a letter is shorthand for a word, so that 3x means “3 x-rays”.',
      level: 'Beginner',
      topic: 'Algebra',
      keyIdeas: [
        'A variable stands for a number that can change or that we do not know yet.',
        '3x means 3 times x; writing a number next to a letter means multiply.',
        'To evaluate an expression, replace the variable with its value and follow the order of operations.',
      ],
    },
    {
      slug: 'combining-like-terms',
      title: 'Explain how to simplify an expression by combining like terms',
      prompt:
        'Explain what like terms are and how to combine them, using 4x + 3 + 2x − 7 as your example. Say why 4x and 2x can be added but 4x and 3 cannot. Address the common mistake of writing 3x + 2 as 5x.',
      level: 'Beginner',
      topic: 'Algebra',
      keyIdeas: [
        'Like terms have the same variable raised to the same power; numbers on their own are like terms of each other.',
        'You combine like terms by adding or subtracting their coefficients, and the variable part stays the same.',
        'Unlike terms, such as 3x and 2, stay separate: there is nothing to add them into.',
      ],
    },
    {
      slug: 'distributive-property',
      title: 'Explain the distributive property',
      prompt:
        'Explain how to expand 3(x + 4) and why the result is 3x + 12. Use an area picture of a rectangle 3 wide and x + 4 long to show why the 3 multiplies both terms. Address the mistake of writing 3x + 4, and show what happens with a negative, as in −2(x − 5).',
      level: 'Beginner',
      topic: 'Algebra',
      keyIdeas: [
        'The number outside the brackets multiplies every term inside them.',
        'An area model shows it: a rectangle split into two parts has the area of both parts added.',
        'A negative outside the brackets changes the sign of every term inside.',
      ],
    },
    {
      slug: 'balancing-equations',
      title: 'Explain why you do the same thing to both sides of an equation',
      prompt:
        'Explain what an equation says and why solving it means keeping both sides equal. Use a balance scale and the equation x + 7 = 12 as your example. Address the idea of “moving a number to the other side and changing its sign”: say what is really happening when you do that.',
      level: 'Beginner',
      topic: 'Equations',
      keyIdeas: [
        'An equation states that two expressions have the same value, like a balanced scale.',
        'Doing the same operation to both sides keeps the balance, so the solution does not change.',
        'Using the inverse operation undoes what was done to x, until x is alone.',
      ],
    },
    {
      slug: 'two-step-equations',
      title: 'Explain how to solve a two-step equation like 3x + 5 = 20',
      prompt:
        'Explain, step by step, how to solve 3x + 5 = 20. Say why it is easiest to undo the adding before the multiplying, and how to check the answer by putting it back into the equation. Mention the mistake of dividing only the 3x by 3 and forgetting the other side.',
      level: 'Beginner',
      topic: 'Equations',
      keyIdeas: [
        'Undo the operations in reverse order: first subtract 5 from both sides, then divide both sides by 3.',
        'Each step is done to the whole of both sides.',
        'Substituting the answer back into the original equation checks it: 3 × 5 + 5 = 20.',
      ],
    },
    {
      slug: 'inequalities-on-a-number-line',
      title: 'Explain what an inequality means and how to show it on a number line',
      prompt:
        'Explain what x > 3 and x ≤ 3 mean, and how to draw each on a number line. Say why x > 3 has infinitely many solutions, not just one. Explain when the circle at 3 is open and when it is filled in.',
      level: 'Beginner',
      topic: 'Inequalities',
      keyIdeas: [
        'An inequality describes a whole range of values, not a single answer.',
        'An open circle means the endpoint is not included (< or >); a filled circle means it is (≤ or ≥).',
        'The arrow points toward all the other values that make the inequality true.',
      ],
    },
    {
      slug: 'flipping-the-inequality-sign',
      title: 'Explain why the inequality sign flips when you multiply or divide by a negative number',
      prompt:
        'Explain how to solve −2x < 6 and why the answer is x > −3, not x < −3. Use a simple true statement such as 2 < 5, multiply both sides by −1, and show on a number line why the order reverses. Check the answer by testing a value on each side of −3.',
      level: 'Intermediate',
      topic: 'Inequalities',
      keyIdeas: [
        'Inequalities are solved like equations, keeping both sides in balance.',
        'Multiplying or dividing both sides by a negative number reverses their order on the number line, so the sign flips.',
        'Adding, subtracting, or multiplying by a positive number never flips the sign.',
      ],
    },
    {
      slug: 'the-coordinate-plane',
      title: 'Explain how to plot a point on the coordinate plane',
      prompt:
        'Explain how the x-axis and y-axis make a grid, and how to plot the point (3, −2). Say why (3, −2) and (−2, 3) are different points. Use the idea of walking along a corridor before taking the stairs to remember which number comes first.',
      level: 'Beginner',
      topic: 'Graphs',
      keyIdeas: [
        'A point is written (x, y): x says how far to move across, y how far to move up or down.',
        'The order matters, so swapping the numbers gives a different point.',
        'The origin (0, 0) is where the axes cross; negative numbers go left or down.',
      ],
    },
    {
      slug: 'slope-and-intercept',
      title: 'Explain what m and b mean in y = mx + b',
      prompt:
        'Explain what the slope m and the intercept b tell you about the line y = 2x + 1, and how to draw it from them. Use a real example such as a taxi fare of 1 dollar to start plus 2 dollars per kilometre. Address what a negative slope and a slope of zero look like.',
      level: 'Intermediate',
      topic: 'Graphs',
      keyIdeas: [
        'b is the y-intercept: the value of y where the line crosses the y-axis, when x is 0.',
        'm is the slope: how much y changes when x increases by 1 (rise over run).',
        'A positive slope goes up from left to right, a negative slope goes down, and a zero slope is flat.',
      ],
    },
    {
      slug: 'systems-of-equations',
      title: 'Explain what the solution of two linear equations together means',
      prompt:
        'Explain what it means to solve y = x + 1 and y = −x + 5 together, and find the solution by graphing both lines. Check the answer by substituting it into both equations. Say what it means when two lines are parallel and when they are the same line.',
      level: 'Intermediate',
      topic: 'Equations',
      keyIdeas: [
        'The solution of a system is the pair of values that makes both equations true at once.',
        'On a graph, it is the point where the two lines cross: here (2, 3).',
        'Parallel lines never meet, so there is no solution; the same line twice gives infinitely many.',
      ],
    },
  ],

  'cell-biology-essentials': [
    {
      slug: 'cell-theory',
      title: 'Explain the three ideas of cell theory',
      prompt:
        'Explain the three statements of cell theory and why the cell is called the basic unit of life. Use an example of a living thing made of one cell, such as a bacterium, and one made of trillions, such as a human. Address the idea that cells can appear from non-living matter.',
      level: 'Intermediate',
      topic: 'Cell Biology',
      keyIdeas: [
        'All living things are made of one or more cells.',
        'The cell is the smallest unit that carries out all the processes of life.',
        'Every cell comes from an existing cell by division.',
      ],
    },
    {
      slug: 'prokaryotes-and-eukaryotes',
      title: 'Explain how prokaryotic and eukaryotic cells differ',
      prompt:
        'Compare a bacterial cell with an animal or plant cell. Say where the DNA is kept in each, and which structures both kinds share. Address the misconception that prokaryotes have no DNA or no ribosomes because they have no nucleus.',
      level: 'Intermediate',
      topic: 'Cell Biology',
      keyIdeas: [
        'Eukaryotic cells keep their DNA in a nucleus and have membrane-bound organelles; prokaryotic cells have neither.',
        'Both kinds have a cell membrane, cytoplasm, ribosomes and DNA.',
        'Prokaryotic cells are usually much smaller and simpler, with DNA in a region called the nucleoid.',
      ],
    },
    {
      slug: 'the-cell-membrane',
      title: 'Explain how the cell membrane controls what enters and leaves a cell',
      prompt:
        'Explain the structure of the cell membrane as a phospholipid bilayer with proteins in it. Use oxygen, which slips straight through, and glucose, which needs a protein to carry it, as your examples. Address the idea that the membrane is a rigid wall with holes.',
      level: 'Intermediate',
      topic: 'Cell Biology',
      keyIdeas: [
        'The membrane is a flexible double layer of phospholipids with proteins embedded in it.',
        'It is selectively permeable: small uncharged molecules diffuse through, while ions and larger molecules need transport proteins.',
        'Some transport needs no energy (diffusion, osmosis) and some uses energy to move substances against their gradient.',
      ],
    },
    {
      slug: 'nucleus-and-ribosomes',
      title: 'Explain how the nucleus and ribosomes work together to make a protein',
      prompt:
        'Explain the path from a gene in the nucleus to a finished protein. Use the image of a master recipe book kept in a library, with copies of single recipes taken to the kitchen. Mention where the rough endoplasmic reticulum and the Golgi apparatus come in for proteins the cell sends out.',
      level: 'Intermediate',
      topic: 'Organelles',
      keyIdeas: [
        'The nucleus holds the DNA, and a gene is copied into messenger RNA there.',
        'The mRNA leaves the nucleus, and ribosomes read it to join amino acids into a protein.',
        'Ribosomes on the rough ER make proteins that the Golgi apparatus then packages and ships.',
      ],
    },
    {
      slug: 'mitochondria-and-chloroplasts',
      title: 'Explain what mitochondria and chloroplasts do with energy',
      prompt:
        'Explain what chloroplasts and mitochondria each do, and how the products of one are the starting materials of the other. Address the common misconception that plant cells have chloroplasts instead of mitochondria. Use a leaf cell at night as your example.',
      level: 'Intermediate',
      topic: 'Organelles',
      keyIdeas: [
        'Chloroplasts capture light energy in photosynthesis to make glucose and oxygen from carbon dioxide and water.',
        'Mitochondria carry out cellular respiration, releasing the energy in glucose as ATP.',
        'Plant cells have both: they respire all the time, day and night.',
      ],
    },
    {
      slug: 'mitosis',
      title: 'Explain the stages of mitosis',
      prompt:
        'Explain what happens to the chromosomes in prophase, metaphase, anaphase and telophase, and what the cell does before mitosis begins. Use a skin cell that divides to heal a cut as your example. Address the misconception that the DNA is copied during mitosis itself.',
      level: 'Intermediate',
      topic: 'Cell Division',
      keyIdeas: [
        'The DNA is copied before mitosis, during interphase, so each chromosome has two identical sister chromatids.',
        'In mitosis the chromosomes condense, line up in the middle, and their chromatids are pulled to opposite ends.',
        'The result is two daughter cells genetically identical to the parent cell.',
      ],
    },
    {
      slug: 'mitosis-and-meiosis',
      title: 'Explain how meiosis differs from mitosis',
      prompt:
        'Compare mitosis and meiosis: how many divisions, how many cells result, and how many chromosomes each has. Use human cells, with 46 chromosomes, as your example. Explain why sex cells need half the chromosome number and where the variation between siblings comes from.',
      level: 'Intermediate',
      topic: 'Cell Division',
      keyIdeas: [
        'Mitosis is one division giving two identical cells with the full chromosome number, for growth and repair.',
        'Meiosis is two divisions giving four sex cells with half the number, so fertilisation restores 46.',
        'Crossing over and the random sorting of chromosome pairs make every sex cell genetically different.',
      ],
    },
  ],

  'data-structures-in-practice': [
    {
      slug: 'big-o-notation',
      title: 'Explain what Big O notation tells you about an operation',
      prompt:
        'Explain what O(1), O(log n) and O(n) mean, using looking up a page number versus reading a book cover to cover as examples. Say why Big O describes how the cost grows as the data grows, not how many seconds something takes. Address why an O(n) loop can be faster than an O(1) operation on tiny inputs.',
      level: 'Intermediate',
      topic: 'Data Structures',
      keyIdeas: [
        'Big O describes how the work an operation needs grows as the input size n grows.',
        'O(1) stays the same, O(log n) grows very slowly, and O(n) grows in step with the data.',
        'It ignores constant factors, so it predicts behaviour at scale rather than exact speed.',
      ],
    },
    {
      slug: 'array-indexing',
      title: 'Explain why reading an array element by its index is fast',
      prompt:
        'Explain how an array stores its elements in one continuous block of memory, and how the computer finds element i without looking at the others. Contrast that with finding a value when you do not know its index. Use a row of numbered lockers as your example.',
      level: 'Intermediate',
      topic: 'Arrays',
      keyIdeas: [
        'An array keeps same-sized elements side by side in one block of memory.',
        'The address of element i is the start address plus i times the element size, so indexing is O(1).',
        'Searching for a value without its index still means checking elements one by one, which is O(n).',
      ],
    },
    {
      slug: 'dynamic-arrays',
      title: 'Explain how a dynamic array grows and why appending stays fast on average',
      prompt:
        'Explain what happens when you append to a Python list or JavaScript array that is already full. Describe why the capacity is doubled rather than increased by one, and what amortised O(1) means. Address why inserting at the front is still slow.',
      level: 'Advanced',
      topic: 'Arrays',
      keyIdeas: [
        'When a dynamic array is full, it allocates a bigger block and copies every element across.',
        'Growing the capacity by a factor such as 2 makes copies rare, so appends cost O(1) on average (amortised).',
        'Inserting or removing at the front shifts every element, which is O(n).',
      ],
    },
    {
      slug: 'linked-lists',
      title: 'Explain when a linked list is a better choice than an array',
      prompt:
        'Explain how a linked list is made of nodes that each point to the next one. Compare inserting an item in the middle of a linked list and of an array, and reading the 500th item of each. Use a treasure hunt, where each clue tells you where the next one is, as your example.',
      level: 'Intermediate',
      topic: 'Data Structures',
      keyIdeas: [
        'Each node holds a value and a reference to the next node, so nodes can live anywhere in memory.',
        'Inserting or removing at a known node is O(1): only a few references change.',
        'Reaching the nth item means following n links, so access by position is O(n).',
      ],
    },
    {
      slug: 'stacks',
      title: 'Explain how a stack works and where programs use one',
      prompt:
        'Explain the push and pop operations of a stack and the rule “last in, first out”. Use the undo button of a text editor as your example, then show how a stack checks whether brackets in an expression are balanced. Mention the call stack that keeps track of function calls.',
      level: 'Intermediate',
      topic: 'Stacks and Queues',
      keyIdeas: [
        'A stack only adds and removes at the top: the last item pushed is the first popped.',
        'Push and pop are both O(1).',
        'Stacks fit problems that undo or unwind in reverse order, such as undo history, bracket matching and function calls.',
      ],
    },
    {
      slug: 'queues',
      title: 'Explain how a queue differs from a stack',
      prompt:
        'Explain the enqueue and dequeue operations of a queue and the rule “first in, first out”. Use a line of print jobs or people at a ticket counter as your example, and compare it with a stack. Explain why removing from the front of a plain array makes a slow queue.',
      level: 'Intermediate',
      topic: 'Stacks and Queues',
      keyIdeas: [
        'A queue adds at the back and removes from the front: the first item in is the first out.',
        'A good queue (a linked list or circular buffer) makes both operations O(1).',
        'Queues fit work that must be handled in arrival order, such as print jobs, messages and breadth-first search.',
      ],
    },
    {
      slug: 'binary-trees',
      title: 'Explain what a binary tree is',
      prompt:
        'Explain the parts of a binary tree: root, nodes, children, leaves and height. Use a family tree or a tournament bracket as your example. Address the misconception that a tree’s nodes must be kept in sorted order: that is a binary search tree, a special case.',
      level: 'Intermediate',
      topic: 'Trees',
      keyIdeas: [
        'A binary tree is a set of nodes where each node has at most two children, a left and a right.',
        'The root is the top node, leaves have no children, and the height is the longest path from root to leaf.',
        'Trees represent hierarchies, where each item has exactly one parent except the root.',
      ],
    },
    {
      slug: 'binary-search-trees',
      title: 'Explain how a binary search tree finds a value',
      prompt:
        'Explain the ordering rule of a binary search tree and walk through searching for 42 in a small example tree. Say why each comparison lets you ignore about half of what is left. Show how to insert a new value so the rule still holds.',
      level: 'Intermediate',
      topic: 'Trees',
      keyIdeas: [
        'In a binary search tree, every value in a node’s left subtree is smaller and every value in its right subtree is larger.',
        'A search compares with the current node and goes left or right, discarding the other side.',
        'Inserting follows the same path as a search and adds the new value where the search ends.',
      ],
    },
    {
      slug: 'balanced-trees',
      title: 'Explain why a binary search tree needs to stay balanced',
      prompt:
        'Explain what happens when you insert 1, 2, 3, 4, 5 in that order into a plain binary search tree, and why its searches become O(n). Describe what balanced means and how self-balancing trees such as AVL or red-black trees keep search at O(log n). Rotations can be explained with a simple picture.',
      level: 'Advanced',
      topic: 'Trees',
      keyIdeas: [
        'Inserting sorted data into a plain binary search tree makes a chain as tall as a list, so search becomes O(n).',
        'A balanced tree keeps its height close to log n, so search, insert and delete stay O(log n).',
        'Self-balancing trees restore balance after each change with rotations that keep the ordering rule.',
      ],
    },
    {
      slug: 'hash-maps',
      title: 'Explain how a hash map finds a value by its key',
      prompt:
        'Explain how a hash map turns a key into an index with a hash function, using a phone book of names and numbers as your example. Say why a lookup takes about the same time whether the map holds ten entries or ten million. Address the belief that hash maps keep keys in sorted order.',
      level: 'Intermediate',
      topic: 'Hash Maps',
      keyIdeas: [
        'A hash function turns a key into a number that picks a slot (bucket) in an underlying array.',
        'Looking up, inserting and deleting are O(1) on average, whatever the size of the map.',
        'Keys are not stored in sorted order, so a hash map cannot answer range questions quickly.',
      ],
    },
    {
      slug: 'hash-collisions',
      title: 'Explain what a hash collision is and how a hash map handles it',
      prompt:
        'Explain why two different keys can land in the same bucket, even with a good hash function. Describe chaining and open addressing as two ways to handle it. Say what the load factor is and why a hash map resizes when it gets too full.',
      level: 'Advanced',
      topic: 'Hash Maps',
      keyIdeas: [
        'There are more possible keys than buckets, so collisions are unavoidable.',
        'Chaining keeps a small list in each bucket; open addressing probes for the next free slot.',
        'Keeping the load factor low by resizing and rehashing keeps operations close to O(1).',
      ],
    },
    {
      slug: 'choosing-a-data-structure',
      title: 'Explain how to choose the right data structure for a problem',
      prompt:
        'Explain how the operations a program does most often decide which data structure fits. Choose between an array, a hash map, a queue and a balanced tree for three tasks: a leaderboard shown in score order, a username lookup and a line of support tickets. Justify each choice with the cost of its main operations.',
      level: 'Advanced',
      topic: 'Data Structures',
      keyIdeas: [
        'Start from the operations the program needs and how often: lookups, inserts, ordered traversal, or first-in-first-out.',
        'Each structure makes some operations cheap and others expensive; there is no best one overall.',
        'Justify a choice with the Big O of the operations that matter most for the task.',
      ],
    },
  ],

  'persuasive-writing-workshop': [
    {
      slug: 'ethos-pathos-logos',
      title: 'Explain ethos, pathos and logos',
      prompt:
        'Explain the three classic appeals and what each asks the reader to trust. Use a short advertisement or a school campaign speech as your example and point out one appeal of each kind in it. Address the idea that appeals to emotion are always manipulative.',
      level: 'Intermediate',
      topic: 'Persuasive Writing',
      keyIdeas: [
        'Ethos persuades through the writer’s credibility, logos through evidence and reasoning, pathos through the reader’s emotions and values.',
        'Strong persuasive writing combines them rather than relying on one.',
        'An emotional appeal is fair when it is honest and fits the evidence; it manipulates when it replaces the evidence.',
      ],
    },
    {
      slug: 'thesis-statements',
      title: 'Explain what makes a strong thesis statement',
      prompt:
        'Explain what a thesis statement does in a persuasive essay. Compare a weak thesis such as “Social media has pros and cons” with a strong one that takes a clear, arguable position. Explain why a plain fact cannot be a thesis.',
      level: 'Intermediate',
      topic: 'Essays',
      keyIdeas: [
        'A thesis states the writer’s position in one or two sentences, usually at the end of the introduction.',
        'It must be arguable: a reasonable person could disagree with it.',
        'A specific thesis, with a reason or scope, gives the rest of the essay a plan to follow.',
      ],
    },
    {
      slug: 'claim-evidence-reasoning',
      title: 'Explain how claim, evidence and reasoning work together in an argument',
      prompt:
        'Explain what a claim, evidence and reasoning each do in a body paragraph. Use the claim that schools should start later in the morning, with one piece of evidence about teenage sleep. Address the mistake of dropping a quotation or statistic into a paragraph without explaining how it supports the claim.',
      level: 'Intermediate',
      topic: 'Argument',
      keyIdeas: [
        'The claim is the point the paragraph argues.',
        'Evidence is the facts, data, examples or expert testimony that back the claim, with its source.',
        'Reasoning explains why the evidence proves the claim; without it, the reader has to connect them alone.',
      ],
    },
    {
      slug: 'counterarguments',
      title: 'Explain why a persuasive essay should answer the other side',
      prompt:
        'Explain what a counterargument and a rebuttal are, and why including them makes an essay more convincing, not less. Use the debate over banning phones in classrooms as your example. Show the difference between answering the strongest version of the other side and knocking down a weak version of it.',
      level: 'Advanced',
      topic: 'Argument',
      keyIdeas: [
        'A counterargument fairly states the strongest objection a thoughtful reader would raise.',
        'A rebuttal answers it with evidence or reasoning, or concedes part of it and shows why the thesis still holds.',
        'Facing the other side builds the writer’s credibility; misrepresenting it (a straw man) destroys it.',
      ],
    },
    {
      slug: 'logical-fallacies',
      title: 'Explain how to spot a logical fallacy in an argument',
      prompt:
        'Explain what a logical fallacy is, using three examples: ad hominem, the slippery slope and the false dilemma. For each, give a short sentence that commits it and say what is wrong with the reasoning. Address the idea that an argument containing a fallacy must have a false conclusion.',
      level: 'Advanced',
      topic: 'Argument',
      keyIdeas: [
        'A fallacy is a flaw in reasoning that makes an argument seem stronger than it is.',
        'Ad hominem attacks the person, a slippery slope predicts consequences without support, and a false dilemma hides other options.',
        'A fallacy shows the argument fails to prove its conclusion, not that the conclusion is false.',
      ],
    },
    {
      slug: 'structuring-a-persuasive-essay',
      title: 'Explain how to structure a persuasive essay so it builds to its conclusion',
      prompt:
        'Explain the job of the introduction, the body paragraphs, the counterargument and the conclusion in a persuasive essay. Say how to order the body paragraphs so the argument builds, and what a conclusion should do beyond repeating the thesis. Use an essay arguing for a four-day school week as your example.',
      level: 'Advanced',
      topic: 'Essays',
      keyIdeas: [
        'The introduction hooks the reader, gives context and ends with the thesis.',
        'Each body paragraph argues one reason, ordered so the argument builds, and the counterargument is answered before the end.',
        'The conclusion draws the reasons together and tells the reader why it matters or what to do next.',
      ],
    },
  ],
};
