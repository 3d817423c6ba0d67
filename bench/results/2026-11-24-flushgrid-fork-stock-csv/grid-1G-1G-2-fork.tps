sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1334.12 qps: 8041.67 (r/w/o: 0.00/5365.44/2676.23) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1413.09 qps: 8478.56 (r/w/o: 0.00/5652.37/2826.19) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1581.62 qps: 9478.72 (r/w/o: 0.00/6315.48/3163.24) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1694.61 qps: 10177.65 (r/w/o: 0.00/6788.43/3389.22) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1652.46 qps: 9913.75 (r/w/o: 0.00/6608.83/3304.92) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1647.03 qps: 9871.16 (r/w/o: 0.00/6577.11/3294.05) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1650.01 qps: 9895.09 (r/w/o: 0.00/6597.06/3298.03) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1916.38 qps: 11517.29 (r/w/o: 0.00/7682.53/3834.76) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1675.87 qps: 10057.24 (r/w/o: 0.00/6705.49/3351.75) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1624.90 qps: 9730.37 (r/w/o: 0.00/6481.58/3248.79) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1813.12 qps: 10892.70 (r/w/o: 0.00/7266.47/3626.23) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1976.05 qps: 11853.29 (r/w/o: 0.00/7901.19/3952.10) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1818.94 qps: 10917.67 (r/w/o: 0.00/7278.78/3638.89) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 2175.75 qps: 13050.48 (r/w/o: 0.00/8698.99/4351.49) lat (ms,95%): 5.47 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1647.25 qps: 9865.48 (r/w/o: 0.00/6571.99/3293.49) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1713.21 qps: 10276.28 (r/w/o: 0.00/6850.85/3425.43) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1855.70 qps: 11159.18 (r/w/o: 0.00/7445.79/3713.39) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 2008.31 qps: 12047.87 (r/w/o: 0.00/8031.25/4016.62) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 2106.69 qps: 12625.12 (r/w/o: 0.00/8411.74/4213.37) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 2113.41 qps: 12697.46 (r/w/o: 0.00/8470.64/4226.82) lat (ms,95%): 5.77 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 2015.62 qps: 12078.71 (r/w/o: 0.00/8047.48/4031.24) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 2385.41 qps: 14329.45 (r/w/o: 0.00/9558.63/4770.82) lat (ms,95%): 5.37 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 2085.60 qps: 12503.61 (r/w/o: 0.00/8332.41/4171.20) lat (ms,95%): 5.57 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 2017.29 qps: 12113.72 (r/w/o: 0.00/8079.15/4034.57) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 2034.90 qps: 12194.42 (r/w/o: 0.00/8125.62/4068.81) lat (ms,95%): 5.88 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1962.84 qps: 11791.01 (r/w/o: 0.00/7864.34/3926.67) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1926.41 qps: 11541.44 (r/w/o: 0.00/7688.63/3852.81) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 2167.76 qps: 13011.55 (r/w/o: 0.00/8678.03/4333.52) lat (ms,95%): 5.77 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 2132.90 qps: 12804.38 (r/w/o: 0.00/8536.59/4267.79) lat (ms,95%): 5.57 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 2108.34 qps: 12644.03 (r/w/o: 0.00/8429.35/4214.68) lat (ms,95%): 5.88 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 2056.13 qps: 12339.79 (r/w/o: 0.00/8225.53/4114.26) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1871.78 qps: 11241.66 (r/w/o: 0.00/7498.11/3743.55) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1875.72 qps: 11231.32 (r/w/o: 0.00/7480.88/3750.44) lat (ms,95%): 5.99 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1462.71 qps: 8799.22 (r/w/o: 0.00/5872.81/2926.41) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1701.97 qps: 10187.82 (r/w/o: 0.00/6784.88/3402.94) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1596.22 qps: 9598.31 (r/w/o: 0.00/6404.87/3193.43) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1524.27 qps: 9129.62 (r/w/o: 0.00/6081.08/3048.54) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1528.11 qps: 9160.66 (r/w/o: 0.00/6108.44/3052.22) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1637.74 qps: 9852.45 (r/w/o: 0.00/6572.97/3279.48) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1583.42 qps: 9497.51 (r/w/o: 0.00/6330.67/3166.84) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1676.52 qps: 10057.15 (r/w/o: 0.00/6704.10/3353.05) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1710.99 qps: 10271.97 (r/w/o: 0.00/6849.98/3421.99) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1458.32 qps: 8749.90 (r/w/o: 0.00/5833.27/2916.63) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1549.03 qps: 9289.18 (r/w/o: 0.00/6191.12/3098.06) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1737.76 qps: 10411.59 (r/w/o: 0.00/6939.06/3472.53) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           324932
        other:                           162466
        total:                           487398
    transactions:                        81233  (1804.98 per sec.)
    queries:                             487398 (10829.89 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0046s
    total number of events:              81233

Latency (ms):
         min:                                    0.66
         avg:                                    4.43
         max:                                   65.17
         95th percentile:                        7.56
         sum:                               359766.83

Threads fairness:
    events (avg/stddev):           10154.1250/23.52
    execution time (avg/stddev):   44.9709/0.00

